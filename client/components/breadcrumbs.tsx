import { useLanguage } from '../lib/language-context';
import { Link } from './link';
import { usePublicConfig } from '../state/use-public-config';
import type { PagePattern } from '../../shared/paths';
import { JsonLd } from './json-ld';
import { BREADCRUMB_TEXT } from './breadcrumbs.messages';
import { localizedPath } from '../../shared/languages';

export interface Crumb {
  name: string;
  /** Site path; the last crumb (the current page) has none. */
  to?: string;
  /** The name's language when it is not the page's (a CMS title shown in English). */
  lang?: string;
}

/** Where a trail starts unless the page names another first crumb (the help area starts at Help). */
const homeCrumb = (): Crumb => ({ name: BREADCRUMB_TEXT.home, to: '/' satisfies PagePattern });

/**
 * A visible trail and the matching schema.org BreadcrumbList: `from` (Home unless given), then
 * `items`, the last being the current page.
 */
export function Breadcrumbs({ items: after, from = homeCrumb() }: { items: Crumb[]; from?: Crumb }) {
  const language = useLanguage();
  const { publicOrigin } = usePublicConfig();
  const items = [from, ...after];
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
