import type { ComponentProps } from 'react';

/** A list item in Markdown. */
export default function MDXLi(props: ComponentProps<'li'>) {
  return <li {...props} />;
}
