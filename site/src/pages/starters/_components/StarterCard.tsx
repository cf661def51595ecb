import { Link } from '@docs/client';
import { TYPE_LABELS, type Starter } from './starters.ts';

/** A gallery card. The name links to the detail page; the link's hit area covers the whole card. */
export default function StarterCard({ starter }: { starter: Starter }) {
  const titleId = `starter-${starter.id}-title`;
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
        <p className="starters-card-owner">by {starter.owner}</p>
        <p className="starters-card-description">{starter.description}</p>
        <p className="starters-card-price">
          <span className="starters-visually-hidden">Price: </span>
          {starter.price}
        </p>
      </div>
    </article>
  );
}
