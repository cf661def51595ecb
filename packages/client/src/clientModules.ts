/** Where the reader is, in the shape Docusaurus's client modules receive (react-router's location). */
export interface RouteLocation {
  pathname: string;
  search: string;
  hash: string;
  state?: unknown;
}

export interface RouteUpdateArgs {
  location: RouteLocation;
  previousLocation: RouteLocation | null;
}

/** A module of the config's `clientModules`: imported once before hydration; these exports run on navigation. */
export interface ClientModule {
  /** Before the next route renders; a function it returns runs once that route is on screen. */
  onRouteUpdate?: (args: RouteUpdateArgs) => void | (() => void);
  /** Once the new route is on screen. */
  onRouteDidUpdate?: (args: RouteUpdateArgs) => void;
}

let modules: ClientModule[] = [];

export function setClientModules(list: ClientModule[]): void {
  modules = list;
}

export const hasClientModules = () => modules.length > 0;

/**
 * A site module's failure is the site's: it is logged, and navigation goes on, as one broken
 * analytics snippet must not stop the reader.
 */
function guarded<T>(run: () => T): T | undefined {
  try {
    return run();
  } catch (error) {
    console.error('A client module failed on navigation:', error);
    return undefined;
  }
}

const each = (run: (m: ClientModule) => unknown): unknown[] => modules.map((m) => guarded(() => run(m)));

/** Call every `onRouteUpdate`; returns what runs once the route is shown (the callbacks they returned). */
export function dispatchRouteUpdate(args: RouteUpdateArgs): () => void {
  const callbacks = each((m) => m.onRouteUpdate?.(args)).filter((c): c is () => void => typeof c === 'function');
  return () => callbacks.forEach((c) => guarded(c));
}

export function dispatchRouteDidUpdate(args: RouteUpdateArgs): void {
  each((m) => m.onRouteDidUpdate?.(args));
}
