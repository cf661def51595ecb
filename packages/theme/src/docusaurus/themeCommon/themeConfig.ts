import { useMemo } from 'react';
import { useSiteConfig } from '@docs/client';
import { docusaurusContextOf } from '../useDocusaurusContext.ts';
import { useColorMode } from './colorMode.tsx';

/** A Prism theme as Docusaurus's `themeConfig.prism.theme` gives it. */
export interface PrismTheme {
  plain: Record<string, unknown>;
  styles: { types: string[]; style: Record<string, unknown>; languages?: string[] }[];
}

export type ThemeConfig = Record<string, any>;

/** What Docusaurus's classic theme fills in for a key the site leaves out, so components can read them without checks. */
const DEFAULTS: ThemeConfig = {
  docs: { versionPersistence: 'localStorage', sidebar: { hideable: false, autoCollapseCategories: false } },
  tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  prism: { additionalLanguages: [], magicComments: [] },
  blog: { sidebar: { groupByYear: true } },
  metadata: [],
};

/** The site's `themeConfig` as Docusaurus components read it: navbar, footer and colour mode included. */
export function useThemeConfig(): ThemeConfig {
  const site = useSiteConfig();
  return useMemo(() => {
    const given = docusaurusContextOf(site).siteConfig.themeConfig as ThemeConfig;
    const merged: ThemeConfig = { ...DEFAULTS, ...given };
    for (const key of ['docs', 'tableOfContents', 'prism', 'blog'] as const) merged[key] = { ...DEFAULTS[key], ...(given[key] as object | undefined) };
    return merged;
  }, [site]);
}

/** Code blocks here are coloured by the theme's CSS; a site's Prism theme, when it names one, is what this returns. */
const NEUTRAL_THEME: PrismTheme = { plain: {}, styles: [] };

/** The Prism theme for the colour mode on the page: `prism.darkTheme` in dark mode when set, else `prism.theme`. */
export function usePrismTheme(): PrismTheme {
  const { prism } = useThemeConfig();
  const { colorMode } = useColorMode();
  return ((colorMode === 'dark' && prism.darkTheme) || prism.theme || NEUTRAL_THEME) as PrismTheme;
}

/** Prism theme colours as CSS variables, as Docusaurus's code blocks set them on their container. */
export function getPrismCssVariables(theme: PrismTheme): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const [key, value] of Object.entries(theme.plain)) {
    if (typeof value === 'string') vars[`--prism-${key.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase())}`] = value;
  }
  return vars;
}
