/**
 * A card of the home grids: the item's picture (lazy-loaded, its size reserved), its name, a
 * short fact line, its "from" price (or why it cannot be booked), and its actions.
 *
 * spec: public-site.md §2.4 (activity grid, campsite grid, accommodation cards); issue 11
 * item 8 (cards show a "from" price).
 */
import type { ReactNode } from 'react';
import { imageUrl } from '../../lib/image-url';

interface CatalogueCardProps {
  name: string;
  thumbnail: string;
  facts: string;
  /** E.g. "From KES 2,800 per night", or "Not bookable: …"; nothing while prices load. */
  price?: string;
  children: ReactNode;
}

export function CatalogueCard({ name, thumbnail, facts, price, children }: CatalogueCardProps) {
  return (
    <article className="card">
      <img
        className="card-image"
        src={imageUrl(thumbnail)}
        alt=""
        width={360}
        height={240}
        loading="lazy"
        decoding="async"
      />
      <div className="card-body">
        <h3 className="card-title">{name}</h3>
        <p className="card-facts">{facts}</p>
        <p className="card-price">{price ?? '\u00a0'}</p>
        <div className="card-actions">{children}</div>
      </div>
    </article>
  );
}
