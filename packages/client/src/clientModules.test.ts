import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispatchRouteDidUpdate, dispatchRouteUpdate, setClientModules } from './clientModules.ts';

afterEach(() => setClientModules([]));

describe('client module lifecycles', () => {
  const args = { location: { pathname: '/b', search: '', hash: '' }, previousLocation: { pathname: '/a', search: '', hash: '' } };

  it('calls onRouteUpdate, then what it returned once the route is shown, and onRouteDidUpdate', () => {
    const calls: string[] = [];
    setClientModules([{ onRouteUpdate: ({ location }) => (calls.push(`update ${location.pathname}`), () => calls.push('after')) }, { onRouteDidUpdate: ({ previousLocation }) => calls.push(`did from ${previousLocation?.pathname}`) }]);
    const after = dispatchRouteUpdate(args);
    expect(calls).toEqual(['update /b']);
    dispatchRouteDidUpdate(args);
    after();
    expect(calls).toEqual(['update /b', 'did from /a', 'after']);
  });

  it("logs a module's failure and still calls the others", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const seen: string[] = [];
    setClientModules([{ onRouteDidUpdate: () => { throw new Error('broken'); } }, { onRouteDidUpdate: () => void seen.push('second') }]);
    dispatchRouteDidUpdate(args);
    expect(seen).toEqual(['second']);
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });
});
