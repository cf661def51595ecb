import { describe, expect, it } from 'vitest';
import { colourEnabled, COLOURS, paletteFor, PLAIN } from './colour.ts';
import { formatDiagnostic } from './diagnostic.ts';

const TTY = { isTTY: true };
const PIPE = { isTTY: false };

describe('colourEnabled', () => {
  // [what, env, on a terminal, in a pipe]
  const table: [string, NodeJS.ProcessEnv, boolean, boolean][] = [
    ['nothing set', {}, true, false],
    ['NO_COLOR=1', { NO_COLOR: '1' }, false, false],
    ['NO_COLOR=0 (any non-empty value counts)', { NO_COLOR: '0' }, false, false],
    ['NO_COLOR empty (as if unset)', { NO_COLOR: '' }, true, false],
    ['FORCE_COLOR=1', { FORCE_COLOR: '1' }, true, true],
    ['FORCE_COLOR=3', { FORCE_COLOR: '3' }, true, true],
    ['FORCE_COLOR=true', { FORCE_COLOR: 'true' }, true, true],
    ['FORCE_COLOR empty', { FORCE_COLOR: '' }, true, true],
    ['FORCE_COLOR=0', { FORCE_COLOR: '0' }, false, false],
    ['FORCE_COLOR=false', { FORCE_COLOR: 'false' }, false, false],
    ['FORCE_COLOR=FALSE', { FORCE_COLOR: 'FALSE' }, false, false],
    ['NO_COLOR wins over FORCE_COLOR', { NO_COLOR: '1', FORCE_COLOR: '1' }, false, false],
    ['TERM=dumb', { TERM: 'dumb' }, false, false],
    ['FORCE_COLOR wins over TERM=dumb', { TERM: 'dumb', FORCE_COLOR: '1' }, true, true],
    ['TERM=xterm-256color', { TERM: 'xterm-256color' }, true, false],
    ['CI=true alone changes nothing', { CI: 'true' }, true, false],
  ];
  it.each(table)('%s', (_what, env, onTerminal, inPipe) => {
    expect(colourEnabled(TTY, env)).toBe(onTerminal);
    expect(colourEnabled(PIPE, env)).toBe(inPipe);
  });

  it('treats a stream without isTTY as not a terminal', () => {
    expect(colourEnabled({}, {})).toBe(false);
  });
});

describe('palettes', () => {
  it('wraps text in SGR foreground codes reset to the default colour, or leaves it alone', () => {
    expect(COLOURS.red('x')).toBe('\x1b[31mx\x1b[39m');
    expect(COLOURS.yellow('x')).toBe('\x1b[33mx\x1b[39m');
    expect(COLOURS.green('x')).toBe('\x1b[32mx\x1b[39m');
    expect(PLAIN.red('x') + PLAIN.yellow('y') + PLAIN.green('z')).toBe('xyz');
    expect(paletteFor(PIPE, { FORCE_COLOR: '1' })).toBe(COLOURS);
    expect(paletteFor(TTY, { NO_COLOR: '1' })).toBe(PLAIN);
  });

  it('colours only the severity of a diagnostic, keeping its place, message, code and hint', () => {
    const d = { severity: 'warning', code: 'broken-link', message: 'Broken link "/x"', file: '/site/docs/a.md', line: 3, column: 5, hint: 'Did you mean /y?' } as const;
    expect(formatDiagnostic(d, { cwd: '/site', palette: COLOURS })).toBe('docs/a.md:3:5: \x1b[33mwarning\x1b[39m: Broken link "/x" [broken-link]\n  hint: Did you mean /y?');
    expect(formatDiagnostic({ ...d, severity: 'error' }, { cwd: '/site', palette: COLOURS })).toContain('\x1b[31merror\x1b[39m: ');
    expect(formatDiagnostic({ ...d, severity: 'info' }, { cwd: '/site', palette: COLOURS })).not.toContain('\x1b[');
    expect(formatDiagnostic(d, { cwd: '/site' })).toBe('docs/a.md:3:5: warning: Broken link "/x" [broken-link]\n  hint: Did you mean /y?');
  });
});
