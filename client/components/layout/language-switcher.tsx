import { useLanguage, useMessages } from '../../lib/language-context';
import { useLocation } from 'react-router';
import { LANGUAGE_NAMES, LANGUAGE_TAGS, LANGUAGES, localizedPath } from '../../../shared/languages';
import { pageSearch } from '../../../shared/page-params';
import { LANGUAGE_TEXT as LANGUAGE_TEXT_EN } from '#messages/client/components/layout/language';

/**
 * The same page in every language. Plain links, not router links: another language is another
 * build, so the change is a document load either way. Each names its language in that language
 * (`lang`, `hreflang`). The choice is remembered by a click listener the document's boot script
 * sets up (client/boot-extras.ts, `data-language`), which works before this island hydrates.
 */
export function LanguageSwitcher({ className = '', landmark = true }: { className?: string; landmark?: boolean }) {
  const LANGUAGE_TEXT = useMessages(LANGUAGE_TEXT_EN);
  const current = useLanguage();
  const { pathname, search } = useLocation();
  // Only the parameters the page reads: a tracking or made-up one is not the page (decision 044).
  const query = pageSearch(pathname, search);
  // The phone menu's copy is a group, not a second navigation landmark of the same name.
  const Box = landmark ? 'nav' : 'div';
  return (
    <Box className={`language-switcher ${className}`.trim()} aria-label={LANGUAGE_TEXT.switcherLabel} role={landmark ? undefined : 'group'}>
      <ul className="language-switcher__list">
        {LANGUAGES.map((language) => (
          <li key={language}>
            <a
              className="language-switcher__link"
              href={`${localizedPath(language, pathname)}${query}`}
              hrefLang={LANGUAGE_TAGS[language]}
              lang={LANGUAGE_TAGS[language]}
              data-language={language}
              aria-current={language === current ? 'true' : undefined}
            >
              {LANGUAGE_NAMES[language]}
            </a>
          </li>
        ))}
      </ul>
    </Box>
  );
}
