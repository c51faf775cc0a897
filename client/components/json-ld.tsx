import { serializeForScript } from '../../shared/transfer-state';

/**
 * Structured data for search engines. `application/ld+json` is a data block, not script, so the
 * CSP does not apply to it; the content is still escaped like the transfer state so a title
 * containing "</script>" cannot end the element.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeForScript({ '@context': 'https://schema.org', ...data }) }} />;
}
