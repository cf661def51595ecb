import { translate } from '@docusaurus/Translate';

/** What the layout and `@theme/Loading` say while a page's code loads or after it failed to. */
export const loadingPageText = () => translate({ id: 'theme.common.loadingPage', message: 'Loading page', description: 'The label of the progress bar shown while the next page loads' });
export const retryText = () => translate({ id: 'theme.common.retry', message: 'Retry', description: 'The button that loads a page again after its code failed to arrive' });
