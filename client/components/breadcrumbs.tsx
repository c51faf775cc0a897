import { Link } from 'react-router';
import { usePublicConfig } from '../state/use-public-config';
import { JsonLd } from './json-ld';

export interface Crumb {
  name: string;
  /** Site path; the last crumb (the current page) has none. */
  to?: string;
}

/** A visible trail and the matching schema.org BreadcrumbList. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { publicOrigin } = usePublicConfig();
  return (
    <>
      <nav className="breadcrumbs" aria-label="Breadcrumb">
        <ol className="breadcrumbs__list">
          {items.map((crumb, i) => (
            <li key={`${i}-${crumb.name}`} className="breadcrumbs__item">
              {crumb.to && i < items.length - 1 ? <Link to={crumb.to}>{crumb.name}</Link> : <span aria-current="page">{crumb.name}</span>}
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
            ...(crumb.to ? { item: publicOrigin + crumb.to } : {}),
          })),
        }}
      />
    </>
  );
}
