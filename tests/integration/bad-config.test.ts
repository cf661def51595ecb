import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildFixture, buildSite, copyFixture, runCli, shownPath, type BuiltSite, type CliResult } from '../helpers/site.ts';

let site: BuiltSite;
let human: CliResult;

/** The bad-config fixture with another docs.config.ts. */
async function buildWithConfig(config: string): Promise<BuiltSite> {
  const dir = copyFixture('bad-config');
  writeFileSync(path.join(dir, 'docs.config.ts'), config);
  return buildSite(dir);
}

beforeAll(async () => {
  site = await buildFixture('bad-config');
  human = await runCli(['build', site.siteDir]);
});

describe('bad-config: unknown and ill-typed keys', () => {
  const configFile = () => path.join(site.siteDir, 'docs.config.ts');

  it('fails with exit code 1 and writes nothing', () => {
    expect(site.result.code).toBe(1);
    expect(site.report.ok).toBe(false);
    expect(human.code).toBe(1);
    expect(existsSync(site.outDir)).toBe(false);
  });

  it('reports exactly the two bad keys, as errors in the config file', () => {
    expect(site.report.diagnostics).toHaveLength(2);
    for (const d of site.report.diagnostics) expect(d).toMatchObject({ severity: 'error', file: configFile() });
  });

  it('names the unknown key `titel` and what keys are expected', () => {
    const d = site.report.diagnostics.find((x) => x.message.includes('`titel`'));
    expect(d).toBeDefined();
    expect(d!.message).toMatch(/unknown key/);
    expect(d!.message).toContain('title');
  });

  it('names the ill-typed key `navbar.items[0].label`, the expected type and what it got', () => {
    const d = site.report.diagnostics.find((x) => x.message.includes('`navbar.items[0].label`'));
    expect(d).toBeDefined();
    expect(d!.message).toMatch(/should be string/);
    expect(d!.message).toMatch(/number 3/);
  });

  it('points at the line and column of each bad key in the config file', () => {
    const titel = site.report.diagnostics.find((x) => x.message.includes('`titel`'))!;
    const label = site.report.diagnostics.find((x) => x.message.includes('`navbar.items[0].label`'))!;
    expect([titel.line, titel.column]).toEqual([8, 3]);
    expect([label.line, label.column]).toEqual([9, 23]);
  });

  it('prints both errors with the config file in the human output', () => {
    expect(human.stderr).toContain(`${shownPath(configFile())}:8:3: error: Config key \`titel\``);
    expect(human.stderr).toContain(`${shownPath(configFile())}:9:23: error: Config key \`navbar.items[0].label\` should be string`);
    expect(human.stderr).toMatch(/Build failed with 2 errors/);
  });
});

describe('bad-config: other broken configs', () => {
  it('reports a syntax error in the config at its line and column', async () => {
    const built = await buildWithConfig(
      ["import { defineConfig } from '@docs/core/config';", '', 'export default defineConfig({', "  title: 'X',", "  url: 'https://x.example'", "  tagline: 'missing comma',", '});', ''].join('\n'),
    );
    expect(built.result.code).toBe(1);
    expect(built.report.diagnostics).toHaveLength(1);
    expect(built.report.diagnostics[0]).toMatchObject({ severity: 'error', file: path.join(built.siteDir, 'docs.config.ts'), line: 6, column: 3 });
    expect(built.report.diagnostics[0]!.message).toContain('tagline');
  });

  it('reports a missing required key', async () => {
    const built = await buildWithConfig("import { defineConfig } from '@docs/core/config';\n\nexport default defineConfig({ title: 'No url' } as never);\n");
    expect(built.result.code).toBe(1);
    expect(built.report.diagnostics).toHaveLength(1);
    expect(built.report.diagnostics[0]!.message).toMatch(/`url`.*required/);
  });

  it('reports a config that throws, with its message', async () => {
    const built = await buildWithConfig("throw new Error('boom from config');\n");
    expect(built.result.code).toBe(1);
    expect(built.report.diagnostics).toHaveLength(1);
    expect(built.report.diagnostics[0]).toMatchObject({ severity: 'error', file: path.join(built.siteDir, 'docs.config.ts') });
    expect(built.report.diagnostics[0]!.message).toContain('boom from config');
  });
});
