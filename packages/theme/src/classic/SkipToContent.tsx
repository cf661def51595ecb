/** The first link of the page, for keyboards: straight to the content, past the navbar. */
export default function SkipToContent() {
  return (
    <a className="skip-link" href="#main">
      Skip to main content
    </a>
  );
}
