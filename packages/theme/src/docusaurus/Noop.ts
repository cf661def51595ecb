/** Docusaurus's placeholder module: renders nothing. */
export default function Noop(): null {
  return null;
}
