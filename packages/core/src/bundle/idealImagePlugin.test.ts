import { describe, expect, it } from 'vitest';
import { idealWidths } from './idealImagePlugin.ts';

describe('idealWidths', () => {
  it('takes `sizes`, then `size`, then `steps` from `min` to `max`, else the original width', () => {
    expect(idealWidths({ sizes: [640, 320, 640] }, 1000)).toEqual([320, 640]);
    expect(idealWidths({ size: 500 }, 1000)).toEqual([500]);
    expect(idealWidths({ min: 640, max: 1030, steps: 2 }, 2000)).toEqual([640, 1030]);
    expect(idealWidths({ min: 100, max: 400 }, 2000)).toEqual([100, 200, 300, 400]);
    expect(idealWidths({}, 1234)).toEqual([1234]);
  });

  it('never scales an image up', () => {
    expect(idealWidths({ sizes: [320, 1600, 3200] }, 1200)).toEqual([320, 1200]);
    expect(idealWidths({ min: 640, max: 1030, steps: 3 }, 800)).toEqual([640, 800]);
  });
});
