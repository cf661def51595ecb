import type { ReactNode } from 'react';
import { useColorMode as useThemeColorMode, type ColorMode } from '@theme/hooks/useColorMode';

export type { ColorMode };

export interface ColorModeApi {
  colorMode: ColorMode;
  setColorMode(mode: ColorMode): void;
  /** Docusaurus 2's names for the same state, which v2 components still use. */
  isDarkTheme: boolean;
  setLightTheme(): void;
  setDarkTheme(): void;
}

/** The page's colour mode, switched and remembered as the theme's toggle does. */
export function useColorMode(): ColorModeApi {
  const { colorMode, setColorMode } = useThemeColorMode();
  return { colorMode, setColorMode, isDarkTheme: colorMode === 'dark', setLightTheme: () => setColorMode('light'), setDarkTheme: () => setColorMode('dark') };
}

/**
 * The colour mode lives on the page's `<html data-theme>` (set before first paint by the head
 * script) rather than in a React context, so every `useColorMode` already shares it: the provider
 * a swizzled layout renders has nothing to hold and passes its children through.
 */
export function ColorModeProvider({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
