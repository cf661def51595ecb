/**
 * Stemming in the locale's language, where lunr-languages has a stemmer that needs nothing else (no
 * word segmenter): the build indexes a locale's pages with it, and the search worker loads the
 * same one when the index says so. Each language is its own module, loaded on first use, so an
 * English site (and its worker) loads none.
 */
import lunr from 'lunr';
import { english, textPipeline, type TextPipeline } from './text.ts';

type LanguagePlugin = (l: typeof lunr) => void;
type PluginModule = { default: LanguagePlugin };

// One import() per language, written out: the bundler makes each a chunk of its own.
const LANGUAGES: Record<string, () => Promise<PluginModule>> = {
  ar: () => import('lunr-languages/lunr.ar.js'),
  da: () => import('lunr-languages/lunr.da.js'),
  de: () => import('lunr-languages/lunr.de.js'),
  el: () => import('lunr-languages/lunr.el.js'),
  es: () => import('lunr-languages/lunr.es.js'),
  fi: () => import('lunr-languages/lunr.fi.js'),
  fr: () => import('lunr-languages/lunr.fr.js'),
  hu: () => import('lunr-languages/lunr.hu.js'),
  it: () => import('lunr-languages/lunr.it.js'),
  nl: () => import('lunr-languages/lunr.nl.js'),
  no: () => import('lunr-languages/lunr.no.js'),
  pl: () => import('lunr-languages/lunr.pl.js'),
  pt: () => import('lunr-languages/lunr.pt.js'),
  ro: () => import('lunr-languages/lunr.ro.js'),
  ru: () => import('lunr-languages/lunr.ru.js'),
  sv: () => import('lunr-languages/lunr.sv.js'),
  tr: () => import('lunr-languages/lunr.tr.js'),
};

/** Norwegian's written forms share its stemmer. */
const SAME_AS: Record<string, string> = { nb: 'no', nn: 'no' };

/**
 * The stemmer language of a locale, from the first of its tags (name, htmlLang) whose language
 * has one: `fr-FR` → `fr`. Undefined for English and for a language without one (English's
 * pipeline serves those, as before).
 */
export function stemmerLanguage(...tags: string[]): string | undefined {
  for (const tag of tags) {
    const primary = tag.toLowerCase().split(/[-_]/)[0]!;
    const language = SAME_AS[primary] ?? primary;
    if (LANGUAGES[language]) return language;
  }
  return undefined;
}

interface LanguageNamespace {
  trimmer: lunr.PipelineFunction;
  stopWordFilter: lunr.PipelineFunction;
  stemmer: lunr.PipelineFunction;
}

const loaded = new Map<string, Promise<TextPipeline>>();

/** The text pipeline of a stemmer language (English's when none). */
export function textPipelineFor(language: string | undefined): Promise<TextPipeline> {
  const load = language === undefined ? undefined : LANGUAGES[language];
  if (!load) return Promise.resolve(english);
  let pipeline = loaded.get(language!);
  if (!pipeline) {
    pipeline = (async () => {
      // The languages are plugins of lunr's object; the support module comes first.
      const support = (await import('lunr-languages/lunr.stemmer.support.js')) as PluginModule;
      support.default(lunr);
      (await load()).default(lunr);
      const own = (lunr as unknown as Record<string, LanguageNamespace>)[language!]!;
      return textPipeline([own.trimmer, own.stopWordFilter, own.stemmer]);
    })();
    loaded.set(language!, pipeline);
  }
  return pipeline;
}
