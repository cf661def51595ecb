import type { ReactNode } from 'react';
import LiveCodeBlock from '@theme/LiveCodeBlock';
import CodeBlockString from '@theme/CodeBlock/Content/String';
import CodeBlockElement from '@theme/CodeBlock/Content/Element';

export { COPIED_FEEDBACK_MS, copyText } from './copyText.ts';

export interface CodeBlockProps {
  /** Set by the build for fenced code; hand-written blocks may give it or a `language-*` className. */
  language?: string;
  /** Highlighted lines as HTML, produced at build time. Absent for a block written by hand in MDX or a page. */
  html?: string;
  title?: string;
  live?: string;
  code?: string;
  /** `true`, or the number of the first line. */
  showLineNumbers?: boolean | number | string;
  /** A hand-written block's code (Docusaurus's usage): shown plain, with the same chrome. */
  children?: ReactNode;
  /** `language-ts`, as Docusaurus accepts it. */
  className?: string;
  /** A fence's meta, as Docusaurus accepts it: `title="a.ts" {1,3-4} showLineNumbers`. */
  metastring?: string;
}

/** Children that are all strings (`{`a`}{b}` in MDX) are one string of code, as Docusaurus reads them. */
function codeString(children: ReactNode): ReactNode {
  return Array.isArray(children) && children.every((c) => typeof c === 'string') ? children.join('') : children;
}

/**
 * A code block, chosen as Docusaurus chooses it: code as a string (the build's highlighted fences,
 * or text written by hand) is `CodeBlock/Content/String`, code as elements is
 * `CodeBlock/Content/Element`; ```tsx live blocks are an editor with a preview instead. The parts
 * come through `@theme/`, so a site's shadow of any of them applies.
 */
export default function CodeBlock(props: CodeBlockProps) {
  const { language, html, title, live, code } = props;
  if (html !== undefined && live && code !== undefined) return <LiveCodeBlock code={code} language={language ?? 'text'} html={html} title={title} />;
  const children = codeString(props.children);
  if (html !== undefined || typeof children === 'string') return <CodeBlockString {...props}>{children}</CodeBlockString>;
  return <CodeBlockElement {...props} />;
}
