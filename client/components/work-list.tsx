import type { CompositionSummary } from '../../shared/schemas/promotion';
import { Link } from '../../shared/framework/page';
import { compositionPath } from '../../shared/paths';

/**
 * Works as musicians scan them: the title linked to its composition page, its catalogue number,
 * and how many editions of it the library has (`count` words it in the page's language).
 */
export function WorkList({ works, count, label }: { works: readonly CompositionSummary[]; count: (n: number) => string; label?: string }) {
  return (
    <ul className="work-list" aria-label={label}>
      {works.map((work) => (
        <li key={work.compositionRef}>
          <Link to={compositionPath(work.slug)}>{work.title}</Link>
          {work.catalogueNumber ? <span className="work-list__number">{work.catalogueNumber}</span> : null}
          <span className="work-list__count">{count(work.editionCount)}</span>
        </li>
      ))}
    </ul>
  );
}
