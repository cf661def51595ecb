import { translate } from '@docusaurus/Translate';
import { useBackToTopButton } from '@docusaurus/theme-common';
import IconArrow from '@theme/Icon/Arrow';

/** A button to the top of the page, shown once the reader has scrolled far and turns back up. */
export default function BackToTopButton() {
  const { shown, scrollToTop } = useBackToTopButton({ threshold: 300 });
  return (
    <button type="button" aria-label={translate({ id: 'theme.BackToTopButton.buttonAriaLabel', message: 'Scroll back to top' })} className={['back-to-top', shown ? 'back-to-top--shown' : ''].filter(Boolean).join(' ')} onClick={scrollToTop}>
      <IconArrow style={{ transform: 'rotate(-90deg)' }} />
    </button>
  );
}
