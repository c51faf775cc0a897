import type { LoaderFunctionArgs } from 'react-router';
import { faqPageAttributesSchema, strapiCollection } from '../../../shared/schemas/cms';
import { apiFrom } from '../../lib/api-context';

const faqListSchema = strapiCollection(faqPageAttributesSchema.pick({ slug: true, title: true, body: true, DisplayOrder: true, locale: true }));

export interface FaqEntry {
  slug: string;
  title: string;
  /** Sanitised HTML (see client/components/rich-text.tsx). */
  body: string;
  /** The language the entry is written in (decision 034). */
  locale?: string;
}

export interface FaqData {
  entries: FaqEntry[];
}

/** /faq: every published FAQ page, in the editors' DisplayOrder (docs/requirements.md §4.6). */
export async function faqLoader({ context, request }: LoaderFunctionArgs): Promise<FaqData> {
  const answer = await apiFrom(context).read({
    family: 'cms',
    path: '/faq-pages',
    query: { sort: 'DisplayOrder:asc', 'pagination[pageSize]': 100 },
    schema: faqListSchema,
    signal: request.signal,
  });
  return { entries: answer.data.map(({ attributes: { slug, title, body, locale } }) => ({ slug, title, body, locale })) };
}
