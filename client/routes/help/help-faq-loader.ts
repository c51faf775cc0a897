import type { LoaderFunctionArgs } from 'react-router';
import { legacyFaqSchema, legacyLegalSchema } from '../../../shared/schemas/cms-legacy';
import { notFound } from '../../../shared/read-answer';
import { apiFrom } from '../../lib/api-context';

export interface Numbered {
  /** 1-based position in DisplayOrder: the number shown and the one in the address. */
  number: number;
  title: string;
  /** The language the title is written in (decision 034). */
  locale?: string;
}

export interface FaqQa {
  question: string;
  /** Sanitised HTML (see client/components/rich-text.tsx). */
  answer: string;
  locale?: string;
}

export interface FaqLegalCategory {
  title: string;
  locale?: string;
  pages: Array<{ slug: string; title: string; locale?: string }>;
}

export type HelpFaqData =
  | { view: 'categories'; categories: Numbered[]; legal: FaqLegalCategory[] | null }
  | { view: 'topics'; category: Numbered; topics: Numbered[] }
  | { view: 'questions'; category: Numbered; topic: Numbered; qas: FaqQa[] };

/** docs/requirements.md §4.6: categories, topics and Q&As sort ascending by DisplayOrder. */
function byDisplayOrder<T extends { DisplayOrder: number }>(items: T[]): T[] {
  return [...items].sort((a, b) => a.DisplayOrder - b.DisplayOrder);
}

/** A 1-based position from the address; anything else (0, "x", past the end) names nothing. */
function position(value: string | null, count: number): number {
  if (value === null || !/^[1-9]\d{0,5}$/.test(value)) notFound();
  const n = Number(value);
  if (n > count) notFound();
  return n;
}

/**
 * /app/help/faq: the view the address asks for. Everything is sorted here so the page, the
 * numbering and the address positions agree. The legal categories go with the category view
 * only, and a failed read of them leaves that list out rather than the FAQ.
 */
export async function helpFaqLoader({ context, request }: LoaderFunctionArgs): Promise<HelpFaqData> {
  const api = apiFrom(context);
  const params = new URL(request.url).searchParams;
  const categoryParam = params.get('category');
  const topicParam = params.get('topic');
  if (categoryParam === null && topicParam !== null) notFound();

  const readFaq = api.read({ family: 'cmsLegacy', path: '/faq', schema: legacyFaqSchema, signal: request.signal });
  if (categoryParam === null) {
    const readLegal = api
      .read({ family: 'cmsLegacy', path: '/legal', schema: legacyLegalSchema, signal: request.signal })
      .then((legal) =>
        byDisplayOrder(legal.categories).map(({ Title, Pages, locale }) => ({
          title: Title,
          locale,
          pages: Pages.map(({ slug, title, locale }) => ({ slug, title, locale })),
        })),
      )
      .catch(() => null);
    const [faq, legal] = await Promise.all([readFaq, readLegal]);
    return { view: 'categories', categories: byDisplayOrder(faq.categories).map(({ Title, locale }, i) => ({ number: i + 1, title: Title, locale })), legal };
  }

  const faq = await readFaq;
  const categories = byDisplayOrder(faq.categories);
  const categoryNumber = position(categoryParam, categories.length);
  const chosen = categories[categoryNumber - 1]!;
  const category = { number: categoryNumber, title: chosen.Title, locale: chosen.locale };
  const topics = byDisplayOrder(chosen.Topics);
  if (topicParam === null) {
    return { view: 'topics', category, topics: topics.map(({ Title, locale }, i) => ({ number: i + 1, title: Title, locale })) };
  }

  const topicNumber = position(topicParam, topics.length);
  const topic = topics[topicNumber - 1]!;
  return {
    view: 'questions',
    category,
    topic: { number: topicNumber, title: topic.Title, locale: topic.locale },
    qas: byDisplayOrder(topic.QAs).map(({ Question, Answer, locale }) => ({ question: Question, answer: Answer, locale })),
  };
}
