import type { ComponentProps } from 'react';

/** A bulleted list in Markdown. */
export default function MDXUl(props: ComponentProps<'ul'>) {
  return <ul {...props} />;
}
