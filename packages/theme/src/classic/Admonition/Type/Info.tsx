import Admonition, { type AdmonitionProps } from '@theme/Admonition';

/** A `info` admonition. */
export default function AdmonitionInfo(props: Omit<AdmonitionProps, 'type'>) {
  return <Admonition {...props} type="info" />;
}
