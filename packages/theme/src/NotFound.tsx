import Layout from '@theme/Layout';
import NotFoundContent from '@theme/NotFound/Content';
import { translate } from '@docusaurus/Translate';

export default function NotFound() {
  return (
    <Layout title={translate({ id: 'theme.NotFound.title', message: 'Page Not Found' })}>
      <NotFoundContent />
    </Layout>
  );
}
