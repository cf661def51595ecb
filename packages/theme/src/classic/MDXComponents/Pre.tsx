import { isValidElement, type ComponentProps, type ReactElement } from 'react';
import CodeBlock from '@theme/CodeBlock';

/** `pre` in MDX: its `code` child as a code block. */
export default function MDXPre({ children, ...props }: ComponentProps<'pre'>) {
  const code = isValidElement(children) ? (children as ReactElement<{ children?: string; className?: string; metastring?: string; title?: string }>).props : undefined;
  if (code && typeof code.children === 'string') return <CodeBlock className={code.className} metastring={code.metastring} title={code.title}>{code.children}</CodeBlock>;
  return <pre {...props}>{children}</pre>;
}
