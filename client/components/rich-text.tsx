import { useMemo } from 'react';
import { sanitisedCmsHtml } from '../lib/trusted-types';

/**
 * Editors' HTML from the content service (article bodies, legal pages, FAQ answers, event
 * descriptions). The worker sanitises every CMS HTML field with an allowlist when it reads it
 * from upstream (worker/cms/sanitise-html.ts), for page renders and for /api/cms alike, so what
 * arrives here is already safe to insert. It goes in as a value of the Trusted Types policy for
 * sanitised CMS HTML (../lib/trusted-types.ts), which React hands to innerHTML on a client render.
 */
export function RichText({ html, className, lang }: { html: string; className?: string; lang?: string }) {
  // One trusted value per text: a re-render with the same text gives React the same value, which it does not write again.
  const trusted = useMemo(() => sanitisedCmsHtml(html), [html]);
  return <div className={className ? `rich-text ${className}` : 'rich-text'} lang={lang} dangerouslySetInnerHTML={{ __html: trusted }} />;
}
