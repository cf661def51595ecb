import type { HTMLAttributes } from 'react';

type Token = { types: string[]; content: string; empty?: boolean };
type Getter<T> = (input: T) => HTMLAttributes<HTMLElement>;

export interface CodeBlockLineProps {
  line: Token[];
  classNames?: string[];
  showLineNumbers?: boolean;
  getLineProps: Getter<{ line: Token[]; className?: string }>;
  getTokenProps: Getter<{ token: Token }>;
}

/** One line of highlighted code, from Prism tokens (as a swizzled code block renders them). */
export default function CodeBlockLine({ line, classNames, showLineNumbers, getLineProps, getTokenProps }: CodeBlockLineProps) {
  const tokens = line.length === 1 && line[0]!.content === '\n' ? [{ ...line[0]!, content: '' }] : line;
  const lineProps = getLineProps({ line: tokens, className: ['line', ...(classNames ?? [])].join(' ') });
  return (
    <span {...lineProps}>
      {showLineNumbers && <span className="code-line-number" />}
      {tokens.map((token, i) => (
        <span key={i} {...getTokenProps({ token })} />
      ))}
      <br />
    </span>
  );
}
