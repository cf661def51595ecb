import { renderToStaticMarkup } from 'react-dom/server';
import liveScope from '@theme/ReactLiveScope';
import { evaluate } from './evaluate.ts';

/**
 * What a live block's code renders, as HTML, for the server's page: readers see the example's
 * result before (and without) the editor and transpiler, which load only when the block comes near
 * the viewport. Server-only (LiveCodeBlock calls it behind DOCS_SSR), so sucrase and
 * react-dom/server stay out of the browser's bundle. Code that does not compile or throws while
 * rendering gives an empty result, as it would in the browser before the editor shows the error.
 */
export function staticPreview(code: string, language: string): string {
  const evaluation = evaluate(code, language, liveScope);
  return evaluation.ok ? renderToStaticMarkup(<>{evaluation.element}</>) : '';
}
