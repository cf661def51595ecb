import type { ComponentProps, ElementType } from 'react';

/** The box a code block is drawn in (`code-block`, beside the block's own classes). */
export default function CodeBlockContainer<T extends ElementType = 'div'>({ as, className, ...props }: { as?: T; className?: string } & ComponentProps<'div'>) {
  const As = (as ?? 'div') as ElementType;
  return <As className={['code-block', className].filter(Boolean).join(' ')} {...props} />;
}
