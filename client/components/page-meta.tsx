import { useLocation } from 'react-router';
import { canonicalUrl } from '../../shared/canonical';
import { usePublicConfig } from '../state/use-public-config';

export interface PageMetaProps {
  title: string;
  description: string;
  keywords?: string[];
  /** Absolute URL of the item's picture, for social sharing. */
  image?: string | null;
  /** og:type; item pages use more specific kinds (e.g. "music.song", "profile"). */
  type?: string;
}

export const SITE_NAME = 'nkoda';

/**
 * Title, description, keywords, social-sharing title and description and the canonical link.
 * React 19 hoists these into <head> on the server and keeps them in sync on navigation.
 */
export function PageMeta({ title, description, keywords = [], image, type = 'website' }: PageMetaProps) {
  const { publicOrigin } = usePublicConfig();
  const location = useLocation();
  const fullTitle = title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta name="keywords" content={keywords.join(', ')} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content={type} />
      {image ? <meta property="og:image" content={image} /> : null}
      <link rel="canonical" href={canonicalUrl(publicOrigin, location.pathname, location.search)} />
    </>
  );
}
