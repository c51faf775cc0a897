import { useLanguage, useMessages } from '../lib/language-context';
import { Link } from '../../shared/framework/page';
import { usePublicConfig } from '../state/use-public-config';
import type { PagePattern } from '../../shared/paths';
import { JsonLd } from './json-ld';
import { BREADCRUMB_TEXT as BREADCRUMB_TEXT_EN } from '#messages/client/components/breadcrumbs';
import { localizedPath } from '../../shared/languages';

export interface Crumb {
  name: string;
  /** Site path; the last crumb (the current page) has none. */
  to?: string;
  /** The name's language when it is not the page's (a CMS title shown in English). */
  lang?: string;
}

/**
 * A visible trail and the matching schema.org BreadcrumbList: `from` (Home unless the page names
 * another first crumb: the help area starts at Help), then `items`, the last being the current page.
 */
export function Breadcrumbs({ items: after, from }: { items: Crumb[]; from?: Crumb }) {
  const BREADCRUMB_TEXT = useMessages(BREADCRUMB_TEXT_EN);
  const language = useLanguage();
  const { publicOrigin } = usePublicConfig();
  const items = [from ?? { name: BREADCRUMB_TEXT.home, to: '/' satisfies PagePattern }, ...after];
  return (
    <>
      <nav className="breadcrumbs" aria-label={BREADCRUMB_TEXT.label}>
        <ol className="breadcrumbs__list">
          {items.map((crumb, i) => (
            <li key={`${i}-${crumb.name}`} className="breadcrumbs__item">
              {crumb.to && i < items.length - 1 ? (
                <Link to={crumb.to} lang={crumb.lang}>
                  {crumb.name}
                </Link>
              ) : (
                <span aria-current="page" lang={crumb.lang}>
                  {crumb.name}
                </span>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <JsonLd
        data={{
          '@type': 'BreadcrumbList',
          itemListElement: items.map((crumb, i) => ({
            '@type': 'ListItem',
            position: i + 1,
            name: crumb.name,
            ...(crumb.to ? { item: publicOrigin + localizedPath(language, crumb.to) } : {}),
          })),
        }}
      />
    </>
  );
}
