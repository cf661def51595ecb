import { useState } from 'react';
import { translate } from '@docusaurus/Translate';
import { useBackToTopButton, useScrollPosition } from '@docusaurus/theme-common';
import IconArrow from '@theme/Icon/Arrow';

const THRESHOLD = 300;

/**
 * A button to the top of the page, shown once the reader has scrolled far and turns back up. Past
 * the threshold it is also in the tab order, and shows while it has the focus, so a keyboard reader
 * who never scrolls up reaches it too.
 */
export default function BackToTopButton() {
  const { shown, scrollToTop } = useBackToTopButton({ threshold: THRESHOLD });
  const [far, setFar] = useState(false);
  useScrollPosition(({ scrollY }) => setFar(scrollY >= THRESHOLD));
  return (
    <button type="button" aria-label={translate({ id: 'theme.BackToTopButton.buttonAriaLabel', message: 'Scroll back to top' })} className={['back-to-top', far ? 'back-to-top--far' : '', shown ? 'back-to-top--shown' : ''].filter(Boolean).join(' ')} onClick={scrollToTop}>
      <IconArrow style={{ transform: 'rotate(-90deg)' }} />
    </button>
  );
}
