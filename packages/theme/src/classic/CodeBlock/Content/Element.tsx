import type { CodeBlockProps } from '@theme/CodeBlock';
import CodeBlockFrame from '../../../codeBlockFrame.tsx';
import { codeBlockSource } from '../../../codeBlockSource.ts';

/** A code block whose code is elements (JSX written in MDX): shown as they are, in the same frame. */
export default function CodeBlockElement({ language, title, showLineNumbers, children, className, metastring }: CodeBlockProps) {
  const source = codeBlockSource({ language, className, metastring, title, showLineNumbers });
  return (
    <CodeBlockFrame language={source.language} title={source.title} showLineNumbers={source.firstLineNumber !== undefined} firstLineNumber={source.firstLineNumber}>
      {children}
    </CodeBlockFrame>
  );
}
