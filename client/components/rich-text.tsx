/**
 * Editors' HTML from the content service (article bodies, legal pages, FAQ answers, event
 * descriptions). The worker sanitises every CMS HTML field with an allowlist when it reads it
 * from upstream (worker/cms/sanitise-html.ts), for page renders and for /api/cms alike, so what
 * arrives here is already safe to insert.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  return <div className={className ? `rich-text ${className}` : 'rich-text'} dangerouslySetInnerHTML={{ __html: html }} />;
}
