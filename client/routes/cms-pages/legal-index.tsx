import { useLanguage, useMessages } from '../../lib/language-context';
import { useLoaderData } from 'react-router';
import { Link } from '../../../shared/framework/page';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { PageMeta } from '../../components/page-meta';
import type { LegalIndexData } from './legal-loader';
import { LEGAL_TEXT as LEGAL_TEXT_EN } from '#messages/client/routes/cms-pages/cms-page';
import { legalPagePath } from '../../../shared/paths';
import { contentLang } from '../../lib/content-lang';

/** /legal: the published legal pages, each with the date it last changed. */
export function LegalIndexPage() {
  const LEGAL_TEXT = useMessages(LEGAL_TEXT_EN);
  const language = useLanguage();
  const { pages } = useLoaderData() as LegalIndexData;
  return (
    <>
      <PageMeta title={LEGAL_TEXT.title} description={LEGAL_TEXT.description} keywords={LEGAL_TEXT.keywords} />
      <Breadcrumbs items={[{ name: LEGAL_TEXT.title }]} />
      <h1 className="page__title">{LEGAL_TEXT.title}</h1>
      <p className="page__intro">{LEGAL_TEXT.intro}</p>
      {pages.length > 0 ? (
        <ul className="legal-list" aria-label={LEGAL_TEXT.listLabel}>
          {pages.map((page) => (
            <li key={page.slug} className="legal-list__item">
              <Link className="legal-list__link" to={legalPagePath(page.slug)} lang={contentLang(page.locale, language)}>
                {page.title}
              </Link>
              <span className="legal-list__date">
                {LEGAL_TEXT.lastUpdated} <time dateTime={page.updated.day}>{page.updated.text}</time>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p>{LEGAL_TEXT.none}</p>
      )}
    </>
  );
}
