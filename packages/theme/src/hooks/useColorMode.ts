import { useCallback, useEffect, useState } from 'react';
import { storage, useSiteConfig } from '@docs/client';

export type ColorMode = 'light' | 'dark';

/** The `localStorage` key the choice is kept under; the inline head script reads the same key. */
export const COLOR_MODE_KEY = 'theme';

function apply(mode: ColorMode) {
  document.documentElement.setAttribute('data-theme', mode);
}

function systemMode(): ColorMode {
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/**
 * The colour mode: what the head script applied before first paint, switched and stored by the
 * reader, kept in sync across open tabs, and following the system when the config says so.
 */
export function useColorMode(): { colorMode: ColorMode; setColorMode(mode: ColorMode): void } {
  const { colorMode: config } = useSiteConfig();
  // The server cannot know the reader's choice: start from the default, then read the page.
  const [colorMode, setState] = useState<ColorMode>(config.defaultMode);

  useEffect(() => {
    setState(document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light');
    const onStorage = (event: StorageEvent) => {
      if (event.key !== COLOR_MODE_KEY) return;
      const mode: ColorMode = event.newValue === 'dark' || event.newValue === 'light' ? event.newValue : config.respectPrefersColorScheme ? systemMode() : config.defaultMode;
      apply(mode);
      setState(mode);
    };
    window.addEventListener('storage', onStorage);
    let media: MediaQueryList | undefined;
    const onSystem = () => {
      if (storage.get(COLOR_MODE_KEY)) return; // an explicit choice wins over the system
      apply(systemMode());
      setState(systemMode());
    };
    if (config.respectPrefersColorScheme && window.matchMedia) {
      media = window.matchMedia('(prefers-color-scheme: dark)');
      media.addEventListener('change', onSystem);
    }
    return () => {
      window.removeEventListener('storage', onStorage);
      media?.removeEventListener('change', onSystem);
    };
  }, [config.defaultMode, config.respectPrefersColorScheme]);

  const setColorMode = useCallback((mode: ColorMode) => {
    apply(mode);
    storage.set(COLOR_MODE_KEY, mode);
    setState(mode);
  }, []);

  return { colorMode, setColorMode };
}
