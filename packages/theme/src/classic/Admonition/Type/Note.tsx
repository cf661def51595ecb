import Admonition, { type AdmonitionProps } from '@theme/Admonition';

/** A `note` admonition. */
export default function AdmonitionNote(props: Omit<AdmonitionProps, 'type'>) {
  return <Admonition {...props} type="note" />;
}
