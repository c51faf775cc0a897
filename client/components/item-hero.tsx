import type { ReactNode } from 'react';

const SIZES = {
  cover: { width: 600, height: 848 },
  logo: { width: 240, height: 120 },
  portrait: { width: 400, height: 400 },
  square: { width: 600, height: 600 },
} as const;

export interface ItemHeroProps {
  /** Small line above the title naming the kind of item, e.g. "Edition", "Composer". */
  eyebrow: string;
  title: string;
  /** Absolute image URL, or null for none. */
  image: string | null;
  imageAlt?: string;
  shape: keyof typeof SIZES;
  /** Facts and actions beside the image. */
  children?: ReactNode;
}

/**
 * The top of an item page: picture (fixed size, no layout shift), kind, title (the page's one
 * h1) and whatever the page puts beside them. The image loads eagerly: it is the page's main
 * picture and usually its largest paint.
 */
export function ItemHero({ eyebrow, title, image, imageAlt = '', shape, children }: ItemHeroProps) {
  const { width, height } = SIZES[shape];
  return (
    <header className={`item-hero item-hero--${shape}`}>
      {image ? (
        <img className="item-hero__image" src={image} alt={imageAlt} width={width} height={height} fetchPriority="high" />
      ) : (
        <div className="item-hero__image item-hero__placeholder" aria-hidden="true" />
      )}
      <div className="item-hero__body">
        <p className="item-hero__eyebrow">{eyebrow}</p>
        <h1 className="item-hero__title">{title}</h1>
        {children}
      </div>
    </header>
  );
}

/** A titled section of an item page. */
export function ItemSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="item-section" aria-labelledby={id}>
      <h2 id={id} className="item-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
