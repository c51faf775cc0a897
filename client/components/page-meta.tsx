import { useLanguage, useMessages } from '../lib/language-context';
import { useLocation } from 'react-router';
import { canonicalUrl, type ItemAddress } from '../../shared/canonical';
import { usePublicConfig } from '../state/use-public-config';
import { LANGUAGES, LANGUAGE_TAGS, localizedPath, type Language } from '../../shared/languages';
import { SHELL_TEXT as SHELL_TEXT_EN } from '#messages/client/components/layout/layout';

export interface PageMetaProps {
  title: string;
  description: string;
  /** Required: every page names its keywords (docs/requirements.md §2.3). */
  keywords: readonly string[];
  /** Absolute URL of the item's picture, for social sharing. */
  image?: string | null;
  /** og:type; item pages use more specific kinds (e.g. "music.song", "profile"). */
  type?: string;
  /**
   * The item's slug address when the page can be reached by query too (/artist?artistRef=);
   * null for a page with no address of its own (not found), which gets no canonical link.
   */
  canonical?: ItemAddress | null;
}

/**
 * Title, description, keywords, social-sharing title and description and the canonical link.
 * React 19 hoists these into <head> on the server and keeps them in sync on navigation.
 */
export function PageMeta({ title, description, keywords, image, type = 'website', canonical }: PageMetaProps) {
  const SHELL_TEXT = useMessages(SHELL_TEXT_EN);
  const pageLanguage = useLanguage();
  const { publicOrigin } = usePublicConfig();
  const location = useLocation();
  const fullTitle = title === SHELL_TEXT.siteName ? title : SHELL_TEXT.pageTitle({ title });
  // The page's address in a language: its canonical address under that language's prefix.
  const addressIn = (language: Language) =>
    canonicalUrl(
      publicOrigin,
      localizedPath(language, location.pathname),
      location.search,
      canonical ? { ...canonical, path: localizedPath(language, canonical.path) } : undefined,
    );
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta name="keywords" content={keywords.filter(Boolean).join(', ')} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content={type} />
      {image ? <meta property="og:image" content={image} /> : null}
      {canonical === null ? null : (
        <>
          <link rel="canonical" href={addressIn(pageLanguage)} />
          {/* The same page in every language, and English for a language the site lacks. */}
          {LANGUAGES.map((language) => (
            <link key={language} rel="alternate" hrefLang={LANGUAGE_TAGS[language]} href={addressIn(language)} />
          ))}
          <link rel="alternate" hrefLang="x-default" href={addressIn('en')} />
        </>
      )}
    </>
  );
}
