import Admonition, { type AdmonitionProps } from '@theme/Admonition';

/** A `danger` admonition. */
export default function AdmonitionDanger(props: Omit<AdmonitionProps, 'type'>) {
  return <Admonition {...props} type="danger" />;
}
