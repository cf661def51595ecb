/**
 * The one wrapper around browser storage. Where storage is missing, disabled or throws, a warning
 * is logged once and every read returns null, so features degrade to defaults instead of crashing.
 */
let warned = false;

function area(): Storage | undefined {
  try {
    if (typeof window === 'undefined') return undefined;
    const s = window.localStorage;
    return s ?? undefined;
  } catch (error) {
    warn(error);
    return undefined;
  }
}

function warn(error: unknown) {
  if (warned) return;
  warned = true;
  console.warn(`Browser storage is unavailable; settings will not be remembered. (${(error as Error)?.message ?? error})`);
}

export const storage = {
  get(key: string): string | null {
    try {
      return area()?.getItem(key) ?? null;
    } catch (error) {
      warn(error);
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      area()?.setItem(key, value);
    } catch (error) {
      warn(error);
    }
  },
  remove(key: string): void {
    try {
      area()?.removeItem(key);
    } catch (error) {
      warn(error);
    }
  },
};
