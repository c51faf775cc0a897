import { useLanguage } from '../lib/language-context';
import { contentLang } from '../lib/content-lang';

/**
 * Upstream descriptions and biographies are plain text: rendered as text (never as HTML), one
 * paragraph per block separated by a blank line. The catalogue writes them in English only, so
 * on a page in another language they say so (`lang`), as untranslated CMS entries do.
 */
export function Prose({ text }: { text: string }) {
  const language = useLanguage();
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (paragraphs.length === 0) return null;
  return (
    <div className="prose" lang={contentLang('en', language)}>
      {paragraphs.map((paragraph, i) => (
        <p key={i}>{paragraph}</p>
      ))}
    </div>
  );
}
