import type { Pluggable, PluggableList, Plugin, Transformer } from 'unified';

/** An error a site's remark or rehype plugin threw, with the plugin it came from. */
export class PluginError extends Error {
  constructor(
    /** Where the plugin is listed: `docs.remarkPlugins[1] (remarkMath)`. */
    readonly plugin: string,
    readonly cause: unknown,
  ) {
    super(`${plugin}: ${(cause as Error)?.message ?? String(cause)}`);
    this.name = 'PluginError';
  }
}

const blame = (plugin: string) => (error: unknown) => (error instanceof PluginError ? error : new PluginError(plugin, error));

/**
 * The site's plugins, each wrapped so that what it throws (setting up, or transforming a
 * document) carries its name and place in the config: a plugin that fails is then reported as
 * that plugin's failure, not as a syntax error of the document.
 */
export function blamePlugins(list: PluggableList, place: string): PluggableList {
  return list.map((entry, i): Pluggable => {
    const [plugin, ...options] = Array.isArray(entry) ? entry : [entry];
    if (typeof plugin !== 'function') return entry;
    const name = `${place}[${i}]${plugin.name ? ` (${plugin.name})` : ''}`;
    const wrapped = blamedAttacher(plugin as Plugin, blame(name));
    return Array.isArray(entry) ? [wrapped, ...options] : wrapped;
  });
}

function blamedAttacher(plugin: Plugin, toError: (e: unknown) => PluginError): Plugin {
  return function (this: unknown, ...args: unknown[]) {
    let transformer: Transformer | void;
    try {
      transformer = (plugin as (...a: unknown[]) => Transformer | void).apply(this, args);
    } catch (error) {
      throw toError(error);
    }
    return typeof transformer === 'function' ? blamedTransformer(transformer, toError) : transformer;
  } as Plugin;
}

/**
 * The transformer with its errors blamed, keeping its arity: unified passes a `next` callback
 * only to a transformer that declares three parameters.
 */
function blamedTransformer(transformer: Transformer, toError: (e: unknown) => PluginError): Transformer {
  const settle = (result: unknown) => (result instanceof Promise ? result.catch((e: unknown) => Promise.reject(toError(e))) : result);
  if (transformer.length >= 3) {
    return ((tree: never, file: never, next: (error?: unknown, ...rest: unknown[]) => void) => {
      try {
        return settle((transformer as (...a: unknown[]) => unknown)(tree, file, (error?: unknown, ...rest: unknown[]) => next(error ? toError(error) : error, ...rest)));
      } catch (error) {
        throw toError(error);
      }
    }) as unknown as Transformer;
  }
  return ((tree: never, file: never) => {
    try {
      return settle((transformer as (...a: unknown[]) => unknown)(tree, file));
    } catch (error) {
      throw toError(error);
    }
  }) as unknown as Transformer;
}
