import { translate } from '@docusaurus/Translate';
import { Children, cloneElement, isValidElement, type DetailsHTMLAttributes, type ReactElement, type ReactNode } from 'react';

export interface DetailsProps extends Omit<DetailsHTMLAttributes<HTMLElement>, 'summary'> {
  /** The always-visible line; a `<summary>` child does the same. */
  summary?: ReactNode;
  children?: ReactNode;
}

type SummaryElement = ReactElement<{ className?: string; children?: ReactNode }>;

const isSummary = (node: ReactNode): node is SummaryElement => isValidElement(node) && node.type === 'summary';

/**
 * A collapsible section, as Docusaurus styles `<details>`. It stays a native `<details>`: it opens
 * and closes without JavaScript (before hydration too), the summary is a button to keyboards and
 * screen readers, and find-in-page opens it on a match.
 */
export default function Details({ summary, children, className, ...rest }: DetailsProps) {
  const all = Children.toArray(children);
  const own = all.find(isSummary);
  const body = all.filter((child) => child !== own);
  const line = own ? cloneElement(own, { className: ['details-summary', own.props.className].filter(Boolean).join(' ') }) : <summary className="details-summary">{summary ?? translate({ id: 'theme.Details.defaultSummary', message: 'Details', description: 'The summary of a details block that gives none' })}</summary>;
  return (
    <details {...rest} className={['details', className].filter(Boolean).join(' ')}>
      {line}
      <div className="details-content">{body}</div>
    </details>
  );
}
