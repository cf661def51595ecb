/**
 * Whether text written to `stream` may carry colour, in this order: `NO_COLOR` set to anything but
 * the empty string turns it off (no-color.org); `FORCE_COLOR` turns it on unless it is `0` or
 * `false` (which turn it off), terminal or not; otherwise only a terminal that is not `TERM=dumb`
 * gets colour, so pipes, files and CI logs stay plain text.
 */
export function colourEnabled(stream: { isTTY?: boolean }, env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.NO_COLOR) return false;
  const force = env.FORCE_COLOR;
  if (force !== undefined) return force !== '0' && force.toLowerCase() !== 'false';
  if (env.TERM === 'dumb') return false;
  return stream.isTTY === true;
}

export interface Palette {
  red(text: string): string;
  yellow(text: string): string;
  green(text: string): string;
}

/** SGR foreground colours, each closed with 39 (default colour) so it never bleeds into what follows. */
const sgr = (code: number) => (text: string) => `\x1b[${code}m${text}\x1b[39m`;
const same = (text: string) => text;

export const COLOURS: Palette = { red: sgr(31), yellow: sgr(33), green: sgr(32) };
export const PLAIN: Palette = { red: same, yellow: same, green: same };

/** The palette for one stream: the colours, or identity functions when it gets none. */
export function paletteFor(stream: { isTTY?: boolean }, env: NodeJS.ProcessEnv = process.env): Palette {
  return colourEnabled(stream, env) ? COLOURS : PLAIN;
}
