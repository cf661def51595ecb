import { Link } from '@docs/client';

/** The first breadcrumb: the home page. */
export default function HomeBreadcrumbItem() {
  return (
    <li>
      <Link to="/" aria-label="Home">
        Home
      </Link>
    </li>
  );
}
