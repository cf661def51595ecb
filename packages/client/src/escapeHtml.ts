/**
 * The one way text reaches HTML, on the server and in the browser: in element content and in
 * double-quoted attribute values alike, nothing in `text` can open a tag, end an attribute or start
 * an entity.
 */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * JSON that is safe inside a `<script>` element: the one way a value reaches a script. With `<`
 * escaped, no `</script>` or `<!--` can end or swallow the element; U+2028 and U+2029 are escaped
 * for engines that read them as line ends.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
