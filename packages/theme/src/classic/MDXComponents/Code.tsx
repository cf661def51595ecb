import { isValidElement, type ComponentProps, type ReactNode } from 'react';
import CodeBlock from '@theme/CodeBlock';
import CodeInline from '@theme/CodeInline';

function hasNewline(children: ReactNode): boolean {
  if (typeof children === 'string') return children.includes('\n');
  if (Array.isArray(children)) return children.some(hasNewline);
  return isValidElement(children);
}

/** `code` in MDX: a code block when it spans lines, else inline code. */
export default function MDXCode(props: ComponentProps<'code'>) {
  if (typeof props.children === 'string' && hasNewline(props.children)) return <CodeBlock {...(props as { children: string; className?: string })} />;
  return <CodeInline {...props} />;
}
