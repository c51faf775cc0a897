/**
 * Editors' HTML from the content service (article bodies, legal pages, FAQ answers, event
 * descriptions). The worker sanitises every CMS HTML field with an allowlist when it reads it
 * from upstream (worker/cms/sanitise-html.ts), for page renders and for /api/cms alike, so what
 * arrives here is already safe to insert.
 */
export function RichText({ html, className, lang }: { html: string; className?: string; lang?: string }) {
  return <div className={className ? `rich-text ${className}` : 'rich-text'} lang={lang} dangerouslySetInnerHTML={{ __html: html }} />;
}
