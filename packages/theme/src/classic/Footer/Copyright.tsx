/** The footer's copyright: the config's HTML, as Docusaurus writes it. */
export default function FooterCopyright({ copyright }: { copyright: string }) {
  return <div className="footer-copyright footer__copyright" dangerouslySetInnerHTML={{ __html: copyright }} />;
}
