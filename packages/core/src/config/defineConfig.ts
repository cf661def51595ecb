import type { UserConfig } from './types.ts';

export type { UserConfig, SiteConfig, NavbarItem, FooterGroup } from './types.ts';

/** Identity at run time; gives `docs.config.ts` type checking and completion. */
export function defineConfig(config: UserConfig): UserConfig {
  return config;
}
