import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { candidateNames, loadPluginModule, resolvePluginFile, validate, validateOptions } from './pluginModule.ts';

const siteDir = mkdtempSync(path.join(tmpdir(), 'docs-plugin-module-'));
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

function write(files: Record<string, string>): void {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(siteDir, name)), { recursive: true });
    writeFileSync(path.join(siteDir, name), text);
  }
}

describe('plugin names as Docusaurus resolves them', () => {
  it('tries the name as written, then the @docusaurus and docusaurus- package names', () => {
    expect(candidateNames('sitemap', 'plugin')).toEqual(['sitemap', '@docusaurus/plugin-sitemap', 'docusaurus-plugin-sitemap']);
    expect(candidateNames('@acme/search', 'theme')).toEqual(['@acme/search', '@acme/docusaurus-theme-search']);
    expect(candidateNames('@acme', 'plugin')).toEqual(['@acme/docusaurus-plugin']);
  });

  it('finds a short name\'s package in the site\'s node_modules, and a local path with or without its extension', () => {
    write({
      'package.json': '{}',
      'node_modules/docusaurus-plugin-pantry/package.json': '{"name":"docusaurus-plugin-pantry","main":"main.js"}',
      'node_modules/docusaurus-plugin-pantry/main.js': 'module.exports = () => ({ name: "pantry" });',
      'plugins/local.ts': 'export default function local() { return { name: "local" }; }',
    });
    expect(resolvePluginFile('pantry', 'plugin', siteDir)).toBe(path.join(siteDir, 'node_modules', 'docusaurus-plugin-pantry', 'main.js'));
    expect(resolvePluginFile('./plugins/local', 'plugin', siteDir)).toBe(path.join(siteDir, 'plugins', 'local.ts'));
    expect(resolvePluginFile(path.join(siteDir, 'plugins', 'local.ts'), 'plugin', siteDir)).toBe(path.join(siteDir, 'plugins', 'local.ts'));
    expect(resolvePluginFile('./plugins/none', 'plugin', siteDir)).toBeUndefined();
    expect(resolvePluginFile('not-installed', 'plugin', siteDir)).toBeUndefined();
  });
});

describe('loading a plugin module', () => {
  it('takes the default export and a named validateOptions from an ES module in TypeScript', async () => {
    write({ 'plugins/typed.ts': 'export default function typed(): { name: string } { return { name: "typed" }; }\nexport function validateOptions({ options }: { options: object }) { return { ...options, checked: true }; }\n' });
    const module = await loadPluginModule(path.join(siteDir, 'plugins', 'typed.ts'));
    expect(module.create({}, {})).toEqual({ name: 'typed' });
    expect(module.validateOptions!({ validate, options: { a: 1 } })).toEqual({ a: 1, checked: true });
  });

  it('takes module.exports and validators set on the function from CommonJS', async () => {
    write({ 'plugins/common.js': 'module.exports = function common() { return { name: "common" }; };\nmodule.exports.validateThemeConfig = ({ themeConfig }) => themeConfig;\n' });
    const module = await loadPluginModule(path.join(siteDir, 'plugins', 'common.js'));
    expect(module.create({}, {})).toEqual({ name: 'common' });
    expect(module.validateThemeConfig).toBeTypeOf('function');
    expect(module.validateOptions).toBeUndefined();
  });

  it('refuses a module with no plugin function', async () => {
    write({ 'plugins/empty.js': 'module.exports = { name: "not a function" };\n' });
    await expect(loadPluginModule(path.join(siteDir, 'plugins', 'empty.js'))).rejects.toThrow(/exports no plugin function/);
  });
});

describe('validate, as handed to validateOptions', () => {
  it('runs a schema with a Joi-like validate: its value, or its error thrown', () => {
    const schema = { validate: (v: Record<string, unknown>) => (typeof v.n === 'number' ? { value: { ...v, n: v.n * 2 } } : { value: v, error: { message: '"n" must be a number' } }) };
    expect(validate(schema, { n: 2 })).toEqual({ n: 4 });
    expect(() => validate(schema, { n: 'x' })).toThrow('"n" must be a number');
    expect(validate(undefined, { n: 1 })).toEqual({ n: 1 });
  });

  it('gives plugin options an id, as Docusaurus\'s options schema does', () => {
    expect(validateOptions(undefined, { n: 1 })).toEqual({ n: 1, id: 'default' });
    expect(validateOptions(undefined, { id: 'two' })).toEqual({ id: 'two' });
  });
});
