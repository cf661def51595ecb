/**
 * The interactive half of a live code block: editor, transpiler (sucrase) and preview. Only
 * LiveCodeBlock imports it, dynamically, so it is a chunk of its own that pages without a live
 * block never load.
 */
export { LiveEditor } from './LiveEditor.tsx';
export { LivePreview, PREVIEW_DEBOUNCE_MS } from './LivePreview.tsx';
