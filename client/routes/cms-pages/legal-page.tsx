import { useLanguage, useMessages } from '../../lib/language-context';
import { useLoaderData } from 'react-router';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { PageMeta } from '../../components/page-meta';
import { RichText } from '../../components/rich-text';
import { excerpt, plainText } from '../../lib/plain-text';
import type { LegalPageData } from './legal-loader';
import { LEGAL_TEXT as LEGAL_TEXT_EN } from '#messages/client/routes/cms-pages/cms-page';
import { href } from '../../../shared/paths';
import { contentLang } from '../../lib/content-lang';

/** /legal/:slug: one legal page from the content service. */
export function LegalPage() {
  const LEGAL_TEXT = useMessages(LEGAL_TEXT_EN);
  const language = useLanguage();
  const page = useLoaderData() as LegalPageData;
  return (
    <article className="cms-article">
      <PageMeta title={page.title} description={excerpt(plainText(page.body))} keywords={[page.title, ...LEGAL_TEXT.keywords]} />
      <Breadcrumbs
        items={[
          { name: LEGAL_TEXT.title, to: href('/legal') },
          { name: page.title, lang: contentLang(page.locale, language) },
        ]}
      />
      <h1 className="page__title" lang={contentLang(page.locale, language)}>
        {page.title}
      </h1>
      <p className="cms-article__meta">
        {LEGAL_TEXT.lastUpdated} <time dateTime={page.updated.day}>{page.updated.text}</time>
      </p>
      <RichText html={page.body} lang={contentLang(page.locale, language)} />
    </article>
  );
}
