import { Link } from '@docs/client';
import IconHome from '@theme/Icon/Home';

/** The first breadcrumb: a house that links to the home page. */
export default function HomeBreadcrumbItem() {
  return (
    <li className="breadcrumbs-home">
      <Link to="/" aria-label="Home page" className="breadcrumbs-home-link">
        <IconHome width={16} height={16} />
      </Link>
    </li>
  );
}
