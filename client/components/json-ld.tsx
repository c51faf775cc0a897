import { serializeForScript } from '../../shared/transfer-state';
import { PAGE_LANGUAGE } from '../../shared/i18n/page-language';
import { LANGUAGE_TAGS } from '../../shared/languages';

/** schema.org types whose own `inLanguage` says what language their text is in. */
const WRITTEN = new Set(['BlogPosting', 'Article', 'Event', 'FAQPage', 'WebPage', 'MusicComposition']);

/**
 * Structured data for search engines. `application/ld+json` is a data block, not script, so the
 * CSP does not apply to it; the content is still escaped like the transfer state so a title
 * containing "</script>" cannot end the element. The page's language goes on the thing itself
 * when it is a text or an event, and otherwise on the page that describes it (a person or a
 * publisher has no language of its own; schema.org has no `inLanguage` for them).
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const inLanguage = LANGUAGE_TAGS[PAGE_LANGUAGE.code];
  const described = WRITTEN.has(String(data['@type'])) ? { ...data, inLanguage } : { ...data, mainEntityOfPage: { '@type': 'WebPage', inLanguage } };
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeForScript({ '@context': 'https://schema.org', ...described }) }} />;
}
