import { imageUrl } from '../lib/image-url';
import { usePublicConfig } from '../state/use-public-config';

export interface CmsImageProps {
  /** Path under the image storage root, e.g. "/blog/some-article.svg"; null renders nothing. */
  path: string | null;
  width: number;
  height: number;
  alt: string;
  /** Above the fold (a hero or article cover): load at once instead of lazily. */
  eager?: boolean;
  className?: string;
}

/**
 * A content image from the image storage root. Width and height are always set so the page
 * does not shift while it loads; images below the fold load lazily.
 */
export function CmsImage({ path, width, height, alt, eager = false, className }: CmsImageProps) {
  const config = usePublicConfig();
  const src = imageUrl(config, path);
  if (!src) return null;
  return (
    <img
      className={className}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
    />
  );
}
