import type { CodeBlockProps } from '@theme/CodeBlock';
import CodeBlockFrame from '../../../codeBlockFrame.tsx';
import { codeBlockSource, plainCodeHtml } from '../../../codeBlockSource.ts';

/**
 * A code block whose code is a string: the build's fences come highlighted (`html`, by Shiki at
 * build time); code written by hand (`<CodeBlock language="ts">{`...`}</CodeBlock>`) is shown as
 * plain lines, its title, line numbers and highlighted lines read from its props or metastring.
 */
export default function CodeBlockString({ language, html, title, code, showLineNumbers, children, className, metastring }: CodeBlockProps) {
  if (html !== undefined) return <CodeBlockFrame language={language ?? 'text'} html={html} title={title} code={code} showLineNumbers={showLineNumbers} />;
  const source = codeBlockSource({ language, className, metastring, title, showLineNumbers });
  const text = (typeof children === 'string' ? children : '').replace(/\n$/, '');
  return <CodeBlockFrame language={source.language} html={plainCodeHtml(text, source.highlighted)} title={source.title} code={text} showLineNumbers={source.firstLineNumber !== undefined} firstLineNumber={source.firstLineNumber} />;
}
