import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { resolveModuleFile } from '../../../core/src/bundle/packagePaths.ts';
import { evaluateModule } from '../../../core/src/util/evaluateModule.ts';

/** A plugin (or theme) module: the function Docusaurus calls, its static validators, where it is. */
export interface PluginModule {
  create: (context: unknown, options: Record<string, unknown>) => unknown;
  validateOptions?: (args: { validate: Validate; options: Record<string, unknown> }) => unknown;
  validateThemeConfig?: (args: { validate: Validate; themeConfig: Record<string, unknown> }) => unknown;
  /** The file it was loaded from; absent for a function given in the config. */
  file?: string;
}

export type Validate = (schema: unknown, value: Record<string, unknown>) => Record<string, unknown>;

export type ModuleKind = 'plugin' | 'theme' | 'preset';

/**
 * The package names a short name may stand for, in the order Docusaurus tries them: the name as
 * written, then `@docusaurus/<kind>-<name>` and `docusaurus-<kind>-<name>`; a scoped name also as
 * `@scope/docusaurus-<kind>-<name>`, and a bare scope as `@scope/docusaurus-<kind>`.
 */
export function candidateNames(name: string, kind: ModuleKind): string[] {
  if (name.startsWith('@')) {
    const slash = name.indexOf('/');
    if (slash < 0) return [`${name}/docusaurus-${kind}`];
    return [name, `${name.slice(0, slash)}/docusaurus-${kind}-${name.slice(slash + 1)}`];
  }
  return [name, `@docusaurus/${kind}-${name}`, `docusaurus-${kind}-${name}`];
}

/** The file a plugin (or preset) entry names, resolved from the site as Node would (TypeScript files too, for local paths). */
export function resolvePluginFile(name: string, kind: ModuleKind, siteDir: string): string | undefined {
  if (path.isAbsolute(name) || name.startsWith('./') || name.startsWith('../') || name === '.' || name === '..') {
    const target = path.resolve(siteDir, name);
    return resolveModuleFile(target) ?? tryResolve(createRequire(path.join(siteDir, 'package.json')), target);
  }
  const require = createRequire(path.join(siteDir, 'package.json'));
  for (const candidate of candidateNames(name, kind)) {
    const file = tryResolve(require, candidate);
    if (file) return file;
  }
  return undefined;
}

function tryResolve(require: NodeJS.Require, request: string): string | undefined {
  try {
    // The config's stand-in for an uninstalled `@docusaurus/*` package resolves to no file: not found.
    const file = require.resolve(request);
    return existsSync(file) ? file : undefined;
  } catch {
    return undefined;
  }
}

/** Load a plugin file with Node's module semantics, as the config is loaded. */
export async function loadPluginModule(file: string): Promise<PluginModule> {
  const exported = (await evaluateModule(file, { allExports: true })) as Record<string, unknown> | ((...args: unknown[]) => unknown) | undefined;
  const fromModule = (exported && typeof exported === 'object' ? exported : {}) as Record<string, unknown>;
  const create = typeof exported === 'function' ? exported : fromModule.default;
  if (typeof create !== 'function') throw new TypeError(`${file} exports no plugin function (a module's default export, or \`module.exports\`, is the function Docusaurus calls).`);
  return fromFunction(create as PluginModule['create'], fromModule, file);
}

/** A plugin function with its validators, found on the function or beside it in its module. */
export function fromFunction(create: PluginModule['create'], module: Record<string, unknown> = {}, file?: string): PluginModule {
  const own = create as unknown as Record<string, unknown>;
  const validateOptions = own.validateOptions ?? module.validateOptions;
  const validateThemeConfig = own.validateThemeConfig ?? module.validateThemeConfig;
  return {
    create,
    ...(typeof validateOptions === 'function' && { validateOptions: validateOptions as PluginModule['validateOptions'] }),
    ...(typeof validateThemeConfig === 'function' && { validateThemeConfig: validateThemeConfig as PluginModule['validateThemeConfig'] }),
    ...(file && { file }),
  };
}

/**
 * The `validate` Docusaurus hands to `validateThemeConfig`: it runs a Joi schema. Any schema with a
 * Joi-like `.validate(value)` (`{ value, error }`) is run the same way; an error is thrown with its
 * message, and a value without a schema passes unchanged.
 */
export const validate: Validate = (schema, value) => {
  const run = (schema as { validate?: unknown } | undefined)?.validate;
  if (typeof run !== 'function') return value;
  const result = run.call(schema, value) as { value?: unknown; error?: { message?: string } } | undefined;
  if (result?.error) throw new Error(result.error.message ?? String(result.error));
  return (result && 'value' in result ? result.value : value) as Record<string, unknown>;
};

/** The `validate` handed to `validateOptions`: the same, and every plugin's options get an `id` (`default` unless set), as Docusaurus's schema adds it. */
export const validateOptions: Validate = (schema, value) => withId(validate(schema, value));

export const withId = (options: Record<string, unknown>): Record<string, unknown> => ({ ...options, id: options.id ?? 'default' });
