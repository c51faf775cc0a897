import type { ReactNode } from 'react';
import { IMAGE_SHAPES } from './card';

export interface ItemHeroProps {
  /** Small line above the title naming the kind of item, e.g. "Edition", "Composer". */
  eyebrow: string;
  title: string;
  /** Absolute image URL, or null for a same-shaped placeholder. */
  image?: string | null;
  imageAlt?: string;
  /** The picture's shape; without one the hero is text only (an item with no picture at all). */
  shape?: keyof typeof IMAGE_SHAPES;
  /** Facts and actions beside the image. */
  children?: ReactNode;
}

/**
 * The top of an item page: picture (fixed size, no layout shift), kind, title (the page's one
 * h1) and whatever the page puts beside them. The image loads eagerly: it is the page's main
 * picture and usually its largest paint.
 */
export function ItemHero({ eyebrow, title, image = null, imageAlt = '', shape, children }: ItemHeroProps) {
  return (
    <header className={`item-hero item-hero--${shape ?? 'text'}`}>
      {/* Keyed by its picture: another item's hero is a new element, which a clicked card's
          picture grows into (../../shared/framework/page/page-transition.ts). */}
      {shape ? <HeroImage key={image ?? title} image={image} alt={imageAlt} shape={shape} /> : null}
      <div className="item-hero__body">
        <p className="item-hero__eyebrow">{eyebrow}</p>
        <h1 className="item-hero__title">{title}</h1>
        {children}
      </div>
    </header>
  );
}

function HeroImage({ image, alt, shape }: { image: string | null; alt: string; shape: keyof typeof IMAGE_SHAPES }) {
  const { width, height } = IMAGE_SHAPES[shape];
  if (!image) return <div className="item-hero__image item-hero__placeholder" aria-hidden="true" />;
  return <img className="item-hero__image" src={image} alt={alt} width={width} height={height} fetchPriority="high" />;
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
