/** The footer's copyright line. */
export default function FooterCopyright({ copyright }: { copyright: string }) {
  return <p className="footer-copyright">{copyright}</p>;
}
