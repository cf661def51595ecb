import Heading, { type HeadingType } from '@theme/Heading';
import type { HTMLAttributes } from 'react';

/** A Markdown heading, through `@theme/Heading`. */
export default function MDXHeading({ as, ...props }: { as: HeadingType } & Omit<HTMLAttributes<HTMLHeadingElement>, 'as'>) {
  return <Heading as={as} {...props} />;
}
