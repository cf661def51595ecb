/**
 * react-router 5's `matchPath`, which Docusaurus re-exports: patterns with `:name`, `:name?` and
 * `*`, matched as a prefix unless `exact`. Written here because the app's router matches its own
 * route table with another pattern syntax.
 */

export interface MatchOptions {
  path?: string | string[];
  exact?: boolean;
  strict?: boolean;
  sensitive?: boolean;
}

export interface Match<Params extends Record<string, string | undefined> = Record<string, string | undefined>> {
  path: string;
  url: string;
  isExact: boolean;
  params: Params;
}

const escape = (text: string) => text.replace(/[.+^${}()|[\]\\]/g, '\\$&');

function compile(pattern: string, { exact = false, strict = false, sensitive = false }: MatchOptions): { regexp: RegExp; names: string[] } {
  const names: string[] = [];
  let source = '';
  for (const segment of pattern.split('/').slice(1)) {
    const param = /^:(\w+)(\?)?$/.exec(segment);
    if (param) {
      names.push(param[1]!);
      source += param[2] ? '(?:/([^/]+?))?' : '/([^/]+?)';
    } else if (segment === '*') {
      names.push(String(names.length));
      source += '/(.*)';
    } else {
      source += '/' + escape(segment);
    }
  }
  if (source === '' || source === '/') source = '';
  const end = strict ? '$' : '/?$';
  const regexp = new RegExp(`^${source}${exact ? end : strict ? '' : '(?:/(?=$))?(?=/|$)'}`, sensitive ? '' : 'i');
  return { regexp, names };
}

export function matchPath(pathname: string, options: string | string[] | MatchOptions = {}): Match | null {
  const opts: MatchOptions = typeof options === 'string' || Array.isArray(options) ? { path: options } : options;
  const paths = opts.path === undefined ? [] : ([] as string[]).concat(opts.path);
  // No pattern matches everything, as react-router's does.
  if (paths.length === 0) return { path: '/', url: '/', isExact: pathname === '/', params: {} };
  for (const path of paths) {
    const { regexp, names } = compile(path, opts);
    const m = regexp.exec(pathname);
    if (!m) continue;
    const url = path === '/' && m[0] === '' ? '/' : m[0];
    const params = Object.fromEntries(names.map((name, i) => [name, m[i + 1] === undefined ? undefined : decodeURIComponent(m[i + 1]!)]));
    return { path, url, isExact: pathname === url, params };
  }
  return null;
}
