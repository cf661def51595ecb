import { Link } from '@docs/client';
import IconHome from '@theme/Icon/Home';
import { translate } from '@docusaurus/Translate';

/** The first breadcrumb: a house that links to the home page. */
export default function HomeBreadcrumbItem() {
  return (
    <li className="breadcrumbs-home">
      <Link to="/" aria-label={translate({ id: 'theme.docs.breadcrumbs.home', message: 'Home page', description: 'The label of the house at the start of the breadcrumbs' })} className="breadcrumbs-home-link">
        <IconHome width={16} height={16} />
      </Link>
    </li>
  );
}
