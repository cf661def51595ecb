import Layout from '@theme/Layout';
import NotFoundContent from '@theme/NotFound/Content';

export default function NotFound() {
  return (
    <Layout title="Page Not Found">
      <NotFoundContent />
    </Layout>
  );
}
