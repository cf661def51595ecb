import { useEffect, type ReactNode } from 'react';
import { Head, useSiteConfig, type ClientSiteConfig } from '@docs/client';
import { tagsPageTitle } from '../../listPageWords.ts';

export interface PageMetadataProps {
  title?: string;
  description?: string;
  keywords?: string | string[];
  image?: string;
  children?: ReactNode;
}

/**
 * The page's title and description in its head, as Docusaurus's `PageMetadata`. `keywords` and
 * `image` are accepted for the same props; the head here carries the title and description only.
 */
export function PageMetadata({ title, description }: PageMetadataProps) {
  const formatTitle = useTitleFormatter();
  return <Head title={title === undefined ? undefined : formatTitle(title)} description={description} />;
}

/** A page's full title as the layout writes it: "Page | Site" (the config's `titleDelimiter`), or the site's title and tagline on its home. */
export function formatPageTitle(title: string | undefined, site: Pick<ClientSiteConfig, 'title' | 'tagline' | 'titleDelimiter'>): string {
  return title && title !== site.title ? `${title} ${site.titleDelimiter} ${site.title}` : site.tagline ? `${site.title} · ${site.tagline}` : site.title;
}

/** Formats a page title with the site's, as Docusaurus's `useTitleFormatter`. */
export function useTitleFormatter(): (title?: string) => string {
  const site = useSiteConfig();
  return (title) => formatPageTitle(title, site);
}

/**
 * Adds `className` to `<html>` while the component is on the page, for CSS that styles a kind of
 * page. The classes come with hydration: the server HTML's `<html>` is written before any page renders.
 */
export function HtmlClassNameProvider({ className, children }: { className?: string; children: ReactNode }) {
  useEffect(() => {
    const classes = (className ?? '').split(/\s+/).filter(Boolean);
    document.documentElement.classList.add(...classes);
    return () => document.documentElement.classList.remove(...classes);
  }, [className]);
  return <>{children}</>;
}

/** The plugin classes Docusaurus puts on `<html>` for a plugin's pages (`plugin-docs plugin-id-default`). */
export function PluginHtmlClassNameProvider({ children }: { children: ReactNode }) {
  return <HtmlClassNameProvider className="plugin-docs plugin-id-default">{children}</HtmlClassNameProvider>;
}

/** The page title Docusaurus writes for a tag page. */
export function translateTagsPageTitle(): string {
  return tagsPageTitle();
}
