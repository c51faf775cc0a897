import { useLanguage, useMessages } from '../../lib/language-context';
import { useLoaderData } from 'react-router';
import { Link } from '../../../shared/framework/page';
import { Breadcrumbs, type Crumb } from '../../components/breadcrumbs';
import { PageMeta } from '../../components/page-meta';
import { RichText } from '../../components/rich-text';
import { ScrollTopButton } from '../../components/scroll-top-button';
import { HELP_CRUMBS as HELP_CRUMBS_EN } from '#messages/shared/help';
import { FAQ_SCROLL_TOP_THRESHOLD_PX } from '../../../shared/spec';
import type { FaqLegalCategory, HelpFaqData, Numbered } from './help-faq-loader';
import { HELP_FAQ_TEXT as HELP_FAQ_TEXT_EN } from '#messages/client/routes/help/help-faq';
import { HELP_PATHS, helpFaqPath, legalPagePath } from '../../../shared/paths';
import { helpCrumb } from './help-form-page';
import { contentLang } from '../../lib/content-lang';

/** The trail's FAQ crumb, made per render in the page's language. */
const faqCrumb = (HELP_CRUMBS: typeof HELP_CRUMBS_EN): Crumb => ({ name: HELP_CRUMBS.faq, to: HELP_PATHS.faq });

/**
 * /app/help/faq (docs/requirements.md §2.5.5): categories -> topics -> questions and answers, one
 * view per address (?category=n&topic=m), so each renders on the server and Back retraces the
 * steps.
 */
export function HelpFaqPage() {
  const HELP_FAQ_TEXT = useMessages(HELP_FAQ_TEXT_EN);
  const data = useLoaderData() as HelpFaqData;
  return (
    <>
      {data.view === 'categories' ? <CategoriesView categories={data.categories} legal={data.legal} /> : null}
      {data.view === 'topics' ? <TopicsView category={data.category} topics={data.topics} /> : null}
      {data.view === 'questions' ? <QuestionsView {...data} /> : null}
      <ScrollTopButton label={HELP_FAQ_TEXT.scrollTop} thresholdPx={FAQ_SCROLL_TOP_THRESHOLD_PX} />
    </>
  );
}

function CategoriesView({ categories, legal }: { categories: Numbered[]; legal: FaqLegalCategory[] | null }) {
  const HELP_FAQ_TEXT = useMessages(HELP_FAQ_TEXT_EN);
  const HELP_CRUMBS = useMessages(HELP_CRUMBS_EN);
  const language = useLanguage();
  return (
    <>
      <PageMeta title={`${HELP_CRUMBS.faq} - ${HELP_CRUMBS.help}`} description={HELP_FAQ_TEXT.description} keywords={HELP_FAQ_TEXT.keywords} />
      <Breadcrumbs from={helpCrumb(HELP_CRUMBS)} items={[{ name: HELP_CRUMBS.faq }]} />
      <h1 className="page__title">{HELP_CRUMBS.faq}</h1>
      <p className="page__intro">{HELP_FAQ_TEXT.intro}</p>
      <ul className="help-faq__categories" aria-label={HELP_FAQ_TEXT.categoriesLabel}>
        {categories.map((category) => (
          <li key={category.number}>
            <Link className="button" to={helpFaqPath(category.number)} lang={contentLang(category.locale, language)}>
              {category.title}
            </Link>
          </li>
        ))}
      </ul>
      {legal && legal.length > 0 ? <LegalList categories={legal} /> : null}
    </>
  );
}

/** The legal categories of the help area's content service, each page linking to /legal/{slug}. */
function LegalList({ categories }: { categories: FaqLegalCategory[] }) {
  const HELP_FAQ_TEXT = useMessages(HELP_FAQ_TEXT_EN);
  const language = useLanguage();
  return (
    <section className="help-faq__legal" aria-labelledby="help-faq-legal">
      <h2 id="help-faq-legal">{HELP_FAQ_TEXT.legal}</h2>
      {categories.map((category) => (
        <div key={category.title}>
          <h3 lang={contentLang(category.locale, language)}>{category.title}</h3>
          <ul>
            {category.pages.map((page) => (
              <li key={page.slug}>
                <Link to={legalPagePath(page.slug)} lang={contentLang(page.locale, language)}>
                  {page.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

function TopicsView({ category, topics }: { category: Numbered; topics: Numbered[] }) {
  const HELP_FAQ_TEXT = useMessages(HELP_FAQ_TEXT_EN);
  const HELP_CRUMBS = useMessages(HELP_CRUMBS_EN);
  const language = useLanguage();
  return (
    <>
      <PageMeta
        title={`${category.title} - ${HELP_CRUMBS.faq}`}
        description={`${category.title}: ${HELP_FAQ_TEXT.description}`}
        keywords={HELP_FAQ_TEXT.keywords}
      />
      <Breadcrumbs from={helpCrumb(HELP_CRUMBS)} items={[faqCrumb(HELP_CRUMBS), { name: category.title, lang: contentLang(category.locale, language) }]} />
      <h1 className="page__title" lang={contentLang(category.locale, language)}>
        {category.title}
      </h1>
      <ul className="help-faq__topics" aria-label={HELP_FAQ_TEXT.topicsLabel}>
        {topics.map((topic) => (
          <li key={topic.number} className="help-faq__topic">
            <Link className="help-faq__topic-link" to={helpFaqPath(category.number, topic.number)} lang={contentLang(topic.locale, language)}>
              {HELP_FAQ_TEXT.topicLabel({ topic: topic.number, title: topic.title })}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

function QuestionsView({ category, topic, qas }: Extract<HelpFaqData, { view: 'questions' }>) {
  const HELP_FAQ_TEXT = useMessages(HELP_FAQ_TEXT_EN);
  const HELP_CRUMBS = useMessages(HELP_CRUMBS_EN);
  const language = useLanguage();
  return (
    <>
      <PageMeta
        title={`${topic.title} - ${category.title} - ${HELP_CRUMBS.faq}`}
        description={`${topic.title}: ${HELP_FAQ_TEXT.description}`}
        keywords={HELP_FAQ_TEXT.keywords}
      />
      <Breadcrumbs
        from={helpCrumb(HELP_CRUMBS)}
        items={[
          faqCrumb(HELP_CRUMBS),
          { name: category.title, to: helpFaqPath(category.number), lang: contentLang(category.locale, language) },
          { name: topic.title, lang: contentLang(topic.locale, language) },
        ]}
      />
      <h1 className="page__title" lang={contentLang(topic.locale, language)}>
        {HELP_FAQ_TEXT.topicLabel({ topic: topic.number, title: topic.title })}
      </h1>
      <ul className="help-faq__qas">
        {qas.map((qa, i) => (
          <li key={i} lang={contentLang(qa.locale, language)}>
            <h2 className="help-faq__question">
              <span className="help-faq__number">{HELP_FAQ_TEXT.questionNumber({ topic: topic.number, question: i + 1 })}</span> {qa.question}
            </h2>
            <RichText className="help-faq__answer" html={qa.answer} />
          </li>
        ))}
      </ul>
    </>
  );
}
