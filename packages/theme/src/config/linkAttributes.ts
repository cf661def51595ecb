/** A name that can be an HTML attribute (no quote, space or `=` to break out of the tag). */
const ATTRIBUTE_NAME = /^[a-zA-Z][\w:.-]*$/;

/**
 * A config link's other keys (`rel`, `data-*`, `title`...), given to its anchor as Docusaurus gives
 * them: the keys the theme reads itself (`reserved`) and values that are not text are left out.
 */
export function linkAttributes(item: Record<string, unknown>, reserved: ReadonlySet<string>): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(item)) {
    if (reserved.has(key) || !ATTRIBUTE_NAME.test(key)) continue;
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') out[key] = value;
  }
  return out;
}
