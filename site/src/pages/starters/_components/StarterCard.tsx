import { Link } from '@docs/client';
import { DEFAULT_FRAMEWORK, TYPE_LABELS, type Starter } from './starters.ts';

/**
 * A gallery card. The name links to the detail page, and that link's hit area covers the whole
 * card; the demo and repository links sit above it. Their visible text is short ("View the demo",
 * "Gatsby repository"); the starter's name, hidden visually, completes their accessible names so
 * that a list of the page's links still says which starter each one belongs to.
 */
export default function StarterCard({ starter }: { starter: Starter }) {
  const titleId = `starter-${starter.id}-title`;
  const second = starter.repositories.secondVariant;
  const of = <span className="visually-hidden"> of {starter.name}</span>;
  return (
    <article className="starters-card" aria-labelledby={titleId} data-starter={starter.id} data-type={starter.type}>
      <img className="starters-card-image" src={starter.thumbnail} alt={`Preview of the ${starter.name} home page`} width={320} height={200} loading="lazy" />
      <div className="starters-card-body">
        <p className="starters-badge" data-type={starter.type}>
          {TYPE_LABELS[starter.type]}
        </p>
        <h3 id={titleId} className="starters-card-title">
          <Link to={starter.url} className="starters-card-link">
            {starter.name}
          </Link>
        </h3>
        <p className="starters-card-details">{starter.details}</p>
        <p className="starters-card-owner">by {starter.owner}</p>
        <p className="starters-card-description">{starter.description}</p>
        <ul className="starters-card-links">
          <li>
            <a href={starter.demoUrl} rel="noopener noreferrer">
              View the demo{of}
            </a>
          </li>
          <li>
            <a href={starter.repositories.default} rel="noopener noreferrer">
              {DEFAULT_FRAMEWORK} repository{of}
            </a>
          </li>
          {second && (
            <li>
              <a href={second.url} rel="noopener noreferrer">
                {second.framework} repository{of}
              </a>
            </li>
          )}
        </ul>
        <p className="starters-card-price">
          <span className="visually-hidden">Price: </span>
          {starter.price}
        </p>
      </div>
    </article>
  );
}
