import { useEffect, useId, useState } from 'react';
import { loadOnce } from '@docs/client';
import { useThemeConfig } from './docusaurus/themeCommon/themeConfig.ts';
import { translate } from '@docusaurus/Translate';

export interface MermaidProps {
  /** The diagram's source, as written in the ```mermaid block. */
  value: string;
}

/**
 * The mermaid library: a chunk of its own, fetched only by a page that shows a diagram, and
 * bundled only for a site with `markdown.mermaid` (DOCS_MERMAID is set by the bundler).
 */
const mermaidLibrary = loadOnce(
  () => (process.env.DOCS_MERMAID === 'true' ? import('mermaid') : Promise.reject(new Error('`markdown.mermaid` is not set in the config'))),
  (m) => m.default,
);

type ColorMode = 'light' | 'dark';
const pageMode = (): ColorMode => (document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light');

/** The colour mode on `<html data-theme>`, followed as the reader switches it. */
function usePageColorMode(): ColorMode | undefined {
  const [mode, setMode] = useState<ColorMode>();
  useEffect(() => {
    setMode(pageMode());
    const observer = new MutationObserver(() => setMode(pageMode()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => observer.disconnect();
  }, []);
  return mode;
}

/** One render at a time: mermaid keeps global state (its config) between renders. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * A ```mermaid block (with `markdown.mermaid`), drawn in the browser as Docusaurus's theme-mermaid
 * draws it, with `themeConfig.mermaid.theme.light` / `.dark` following the colour mode and
 * `themeConfig.mermaid.options` passed on. Until it is drawn (and without JavaScript) the source
 * shows as text; once drawn, the source stays in a closed disclosure for readers who need text.
 */
export default function Mermaid({ value }: MermaidProps) {
  const themeConfig = useThemeConfig();
  const settings = (themeConfig.mermaid ?? {}) as { theme?: { light?: string; dark?: string }; options?: Record<string, unknown> };
  const mode = usePageColorMode();
  const id = `mermaid-${useId().replace(/[^\w-]/g, '')}`;
  const [drawn, setDrawn] = useState<{ svg: string } | { error: string }>();
  useEffect(() => {
    if (!mode) return;
    let current = true;
    const theme = mode === 'dark' ? (settings.theme?.dark ?? 'dark') : (settings.theme?.light ?? 'default');
    const render = async () => {
      const mermaid = await mermaidLibrary.load();
      mermaid.initialize({ startOnLoad: false, ...settings.options, theme: theme as 'default' });
      return mermaid.render(id, value);
    };
    const run = (queue = queue.then(render, render));
    run.then(
      ({ svg }) => current && setDrawn({ svg }),
      (error: unknown) => current && setDrawn({ error: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [mode, value, id, settings.theme?.dark, settings.theme?.light, settings.options]);

  const source = <pre className="docusaurus-mermaid-source">{value}</pre>;
  if (!drawn || 'error' in drawn) {
    return (
      <div className="docusaurus-mermaid-container" data-mermaid-state={drawn ? 'error' : 'pending'}>
        {drawn && 'error' in drawn && <p role="status">{translate({ id: 'theme.Mermaid.renderError', message: 'This diagram could not be drawn: {error}', description: 'Shown when mermaid fails to draw a diagram' }, { error: drawn.error })}</p>}
        {source}
      </div>
    );
  }
  return (
    <div className="docusaurus-mermaid-container" data-mermaid-state="drawn">
      {/* The library's own SVG output (sanitised by it, `securityLevel: 'strict'` by default). */}
      <div role="img" aria-label={translate({ id: 'theme.Mermaid.ariaLabel', message: 'Diagram', description: 'The label of a drawn mermaid diagram' })} dangerouslySetInnerHTML={{ __html: drawn.svg }} />
      <details className="docusaurus-mermaid-details">
        <summary>{translate({ id: 'theme.Mermaid.sourceSummary', message: 'Diagram source', description: 'The summary that shows a diagram\'s mermaid source' })}</summary>
        {source}
      </details>
    </div>
  );
}
