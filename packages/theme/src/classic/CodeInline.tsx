import type { ComponentProps } from 'react';

/** Code inside a sentence. */
export default function CodeInline(props: ComponentProps<'code'>) {
  return <code {...props} />;
}
