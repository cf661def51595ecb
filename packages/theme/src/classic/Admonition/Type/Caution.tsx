import Admonition, { type AdmonitionProps } from '@theme/Admonition';

/** A `caution` admonition. */
export default function AdmonitionCaution(props: Omit<AdmonitionProps, 'type'>) {
  return <Admonition {...props} type="caution" />;
}
