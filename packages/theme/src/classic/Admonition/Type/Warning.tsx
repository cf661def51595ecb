import Admonition, { type AdmonitionProps } from '@theme/Admonition';

/** A `warning` admonition. */
export default function AdmonitionWarning(props: Omit<AdmonitionProps, 'type'>) {
  return <Admonition {...props} type="warning" />;
}
