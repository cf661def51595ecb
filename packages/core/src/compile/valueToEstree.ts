/** An ESTree expression node, as far as a JSON value needs one. */
export type EstreeExpression =
  | { type: 'Literal'; value: string | number | boolean | null }
  | { type: 'ArrayExpression'; elements: EstreeExpression[] }
  | { type: 'ObjectExpression'; properties: { type: 'Property'; key: { type: 'Literal'; value: string }; value: EstreeExpression; kind: 'init'; method: false; shorthand: false; computed: false }[] };

/**
 * A JSON-like value as an ESTree expression, for values the compile stage hands to MDX as real
 * objects (props, exports). Dates become their ISO text and other non-JSON values null, as in JSON.
 */
export function valueToEstree(value: unknown): EstreeExpression {
  if (value instanceof Date) return { type: 'Literal', value: value.toISOString() };
  if (Array.isArray(value)) return { type: 'ArrayExpression', elements: value.map(valueToEstree) };
  if (typeof value === 'object' && value !== null) {
    return {
      type: 'ObjectExpression',
      properties: Object.entries(value)
        // Left out, as JSON leaves them: a component tells a missing key with `!== undefined`.
        .filter(([, v]) => v !== undefined)
        .map(([key, v]) => ({ type: 'Property', key: { type: 'Literal', value: key }, value: valueToEstree(v), kind: 'init', method: false, shorthand: false, computed: false })),
    };
  }
  if (typeof value === 'string' || typeof value === 'boolean' || value === null) return { type: 'Literal', value };
  if (typeof value === 'number' && Number.isFinite(value)) return { type: 'Literal', value };
  return { type: 'Literal', value: null };
}
