import { expect, it } from 'vitest';
import { collectGarbage } from './buildV8Flags.ts';

it('collects what nothing holds any more, at once', () => {
  // Objects that live long enough to reach the old generation, where V8 looks only now and then.
  let held: { id: number; text: string }[] | undefined = Array.from({ length: 400_000 }, (_, id) => ({ id, text: `record ${id} `.repeat(4) }));
  collectGarbage();
  const withThem = process.memoryUsage().heapUsed;
  expect(held.length).toBe(400_000);
  held = undefined;
  collectGarbage();
  expect(withThem - process.memoryUsage().heapUsed).toBeGreaterThan(20 * 1024 * 1024);
});
