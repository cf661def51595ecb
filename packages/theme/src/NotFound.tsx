import { Link } from '@docs/client';
import Layout from '@theme/Layout';

export default function NotFound() {
  return (
    <Layout title="Page Not Found">
      <div className="not-found">
        <h1>Page Not Found</h1>
        <p>We could not find what you were looking for. Check the address, or use the search in the navbar.</p>
        <p>
          <Link to="/">Go to the home page</Link>
        </p>
      </div>
    </Layout>
  );
}
