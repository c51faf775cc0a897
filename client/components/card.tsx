import type { ReactNode } from 'react';
import { Link } from '../../shared/framework/page';

/**
 * Image shapes of the catalogue: publisher and institution logos 2:1 (240x120), edition covers
 * and uploads A4 (600x848), artist portraits (400x400) and playlist covers (600x600) square.
 */
export const IMAGE_SHAPES = {
  logo: { width: 240, height: 120 },
  cover: { width: 600, height: 848 },
  portrait: { width: 400, height: 400 },
  square: { width: 600, height: 600 },
} as const;

export interface CardProps {
  to: string;
  title: string;
  /** Absolute image URL, or null for a same-shaped placeholder. */
  image: string | null;
  shape: keyof typeof IMAGE_SHAPES;
  /** Lines of secondary text under the title. */
  children: ReactNode;
  /**
   * The card opens the page's content above the fold (the first search result): its image is
   * the page's largest paint, so it loads at once and first rather than lazily after layout.
   */
  eager?: boolean;
}

/**
 * A catalogue card: fixed-shape image (no layout shift while it loads), a title link that
 * covers the whole card, and secondary lines. Decorative images: the title names the item.
 */
export function Card({ to, title, image, shape, children, eager = false }: CardProps) {
  const { width, height } = IMAGE_SHAPES[shape];
  const imageClass = `card__image card__image--${shape}`;
  return (
    <li className="card">
      {image ? (
        <img
          className={imageClass}
          src={image}
          alt=""
          width={width}
          height={height}
          {...(eager ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const, decoding: 'async' as const })}
        />
      ) : (
        <div className={`${imageClass} card__placeholder`} aria-hidden="true" />
      )}
      <div className="card__body">
        <h3 className="card__title">
          <Link className="card__link" to={to}>
            {title}
          </Link>
        </h3>
        {children}
      </div>
    </li>
  );
}
