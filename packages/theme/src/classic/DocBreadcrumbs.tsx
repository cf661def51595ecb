import { Link } from '@docs/client';
import { useOptionalDoc } from '@docusaurus/theme-common';
import HomeBreadcrumbItem from '@theme/DocBreadcrumbs/Items/Home';
import { translate } from '@docusaurus/Translate';

/** The trail from the home page through the doc's categories to the doc; nothing outside a doc or without a trail. */
export default function DocBreadcrumbs() {
  const doc = useOptionalDoc();
  const crumbs = doc?.data.breadcrumbs ?? [];
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label={translate({ id: 'theme.docs.breadcrumbs.navAriaLabel', message: 'Breadcrumbs', description: 'The label of the breadcrumbs navigation' })} className="breadcrumbs">
      <ol>
        <HomeBreadcrumbItem />
        {crumbs.map((crumb, i) => (
          <li key={i}>{crumb.href && i < crumbs.length - 1 ? <Link to={crumb.href}>{crumb.label}</Link> : <span>{crumb.label}</span>}</li>
        ))}
      </ol>
    </nav>
  );
}
