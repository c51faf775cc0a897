import { useLanguage, useMessages } from '../../lib/language-context';
import { useLoaderData } from 'react-router';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { JsonLd } from '../../components/json-ld';
import { PageMeta } from '../../components/page-meta';
import { RichText } from '../../components/rich-text';
import { plainText } from '../../lib/plain-text';
import type { FaqData } from './faq-loader';
import { FAQ_TEXT as FAQ_TEXT_EN } from '#messages/client/routes/cms-pages/cms-page';
import { contentLang } from '../../lib/content-lang';

/**
 * /faq: one native disclosure per question. <details>/<summary> opens and closes by mouse,
 * Enter and Space without any script, so the page works before (and without) hydration, and
 * every answer is in the server-rendered HTML for search engines.
 */
export function FaqPage() {
  const FAQ_TEXT = useMessages(FAQ_TEXT_EN);
  const language = useLanguage();
  const { entries } = useLoaderData() as FaqData;
  return (
    <>
      <PageMeta title={FAQ_TEXT.title} description={FAQ_TEXT.description} keywords={FAQ_TEXT.keywords} />
      <Breadcrumbs items={[{ name: FAQ_TEXT.crumb }]} />
      <h1 className="page__title">{FAQ_TEXT.title}</h1>
      <p className="page__intro">{FAQ_TEXT.intro}</p>
      {entries.length > 0 ? (
        <ul className="faq" aria-label={FAQ_TEXT.listLabel}>
          {entries.map((entry) => (
            <li key={entry.slug} className="faq__item">
              <details className="faq__details" id={entry.slug} lang={contentLang(entry.locale, language)}>
                <summary className="faq__question">{entry.title}</summary>
                <RichText className="faq__answer" html={entry.body} />
              </details>
            </li>
          ))}
        </ul>
      ) : (
        <p>{FAQ_TEXT.none}</p>
      )}
      <JsonLd
        data={{
          '@type': 'FAQPage',
          mainEntity: entries.map((entry) => ({
            '@type': 'Question',
            name: entry.title,
            acceptedAnswer: { '@type': 'Answer', text: plainText(entry.body) },
          })),
        }}
      />
    </>
  );
}
