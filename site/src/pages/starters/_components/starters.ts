import data from '../../../../data/starters.json';

export type StarterType = 'official' | 'community';

/** One entry of the starters gallery, as stored in site/data/starters.json. */
export interface Starter {
  id: string;
  type: StarterType;
  name: string;
  /** Card image, a path under /img/starters/. */
  thumbnail: string;
  /** The detail page's path. */
  url: string;
  owner: string;
  ownerWebsite: string;
  /** A one-line summary. */
  details: string;
  description: string;
  features: string[];
  demoUrl: string;
  repositories: {
    /** The Gatsby edition. */
    default: string;
    secondVariant?: { framework: string; url: string };
  };
  price: string;
  /** Large preview image, a path under /img/starters/. */
  image: string;
}

/** The framework of every starter's default repository. */
export const DEFAULT_FRAMEWORK = 'Gatsby';

export const STARTERS = data as Starter[];

export const TYPE_LABELS: Record<StarterType, string> = { official: 'Official', community: 'Community' };

export function getStarter(id: string): Starter {
  const starter = STARTERS.find((s) => s.id === id);
  if (!starter) throw new Error(`No starter with id "${id}" in site/data/starters.json. Known ids: ${STARTERS.map((s) => s.id).join(', ')}.`);
  return starter;
}

/** `owner/name` of a GitHub repository URL, the form `degit` takes. */
export function repositorySlug(url: string): string {
  return new URL(url).pathname.replace(/^\/|\/$/g, '').replace(/\.git$/, '');
}
