import { useLanguage } from '../lib/language-context';
import { useMemo, useState, useSyncExternalStore } from 'react';
import { serializeForScript } from '../../shared/framework/page';
import { jsonLdHtml } from '../lib/trusted-types';
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
  const language = useLanguage();
  const inLanguage = LANGUAGE_TAGS[language];
  const text = useMemo(() => {
    const described = WRITTEN.has(String(data['@type'])) ? { ...data, inLanguage } : { ...data, mainEntityOfPage: { '@type': 'WebPage', inLanguage } };
    return serializeForScript({ '@context': 'https://schema.org', ...described });
  }, [data, inLanguage]);
  // Keyed by its text: other data (the next edition, reached by a client navigation) is another
  // element, never an update of this one. Changing a <script>'s text needs a TrustedScript, which
  // no policy of the site makes.
  return <StructuredData key={text} text={text} />;
}

/**
 * Made in the browser, React creates a <script> by writing "<script></script>" into a <div>'s
 * innerHTML: a string at a Trusted Types sink, which only a `default` policy could let through
 * (docs/decisions/045-trusted-types-and-csp-reports.md). Structured data is for search engines,
 * which load every address afresh: the block is in the server's HTML and kept while its page
 * shows the same data; a page rendered by a client navigation goes without it.
 */
function StructuredData({ text }: { text: string }) {
  // True on the server and while React hydrates the server's HTML; false in a render the browser
  // makes by itself. Kept from this element's first render.
  const hydrating = useSyncExternalStore(noChanges, inBrowser, onServer);
  const [inServerHtml] = useState(hydrating);
  const html = useMemo(() => jsonLdHtml(text), [text]);
  if (!inServerHtml) return null;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: html }} />;
}

const noChanges = () => () => {};
const inBrowser = () => false;
const onServer = () => true;
