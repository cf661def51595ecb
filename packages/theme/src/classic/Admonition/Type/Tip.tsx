import Admonition, { type AdmonitionProps } from '@theme/Admonition';

/** A `tip` admonition. */
export default function AdmonitionTip(props: Omit<AdmonitionProps, 'type'>) {
  return <Admonition {...props} type="tip" />;
}
