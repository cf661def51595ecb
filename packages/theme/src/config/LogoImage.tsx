import type { CSSProperties } from 'react';
import { withBaseUrl, type ClientLogo } from '@docs/client';

/** Logo paths are relative to static/, like the favicon: served from the base URL. */
export function logoUrl(src: string, baseUrl: string): string {
  return /^(?:[a-z]+:|\/\/)/i.test(src) ? src : withBaseUrl('/' + src.replace(/^\//, ''), baseUrl);
}

/**
 * The logo's image, and with `srcDark` a second one: CSS shows each in its own colour mode, so the
 * server's HTML is right before any script runs.
 */
export default function LogoImage({ logo, baseUrl, alt, className, defaultSize }: { logo: ClientLogo; baseUrl: string; alt: string; className?: string; defaultSize?: number }) {
  const width = logo.width ?? (logo.height === undefined ? defaultSize : undefined);
  const height = logo.height ?? (logo.width === undefined ? defaultSize : undefined);
  const common = { alt, width, height, style: logo.style as CSSProperties | undefined };
  const classes = (mode?: string) => [className, logo.className, mode && `themed-image--${mode}`].filter(Boolean).join(' ') || undefined;
  if (!logo.srcDark) return <img src={logoUrl(logo.src, baseUrl)} className={classes()} {...common} />;
  return (
    <>
      <img src={logoUrl(logo.src, baseUrl)} className={classes('light')} {...common} />
      <img src={logoUrl(logo.srcDark, baseUrl)} className={classes('dark')} {...common} />
    </>
  );
}
