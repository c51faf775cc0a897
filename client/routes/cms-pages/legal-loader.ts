import type { LoaderFunctionArgs } from 'react-router';
import { legalPageAttributesSchema, legalPagesSchema, strapiCollection, type LegalPageAttributes } from '../../../shared/schemas/cms';
import { notFound } from '../../../shared/read-answer';
import { apiFrom } from '../../lib/api-context';
import { requiredParam } from '../../loaders/loader-helpers';
import { languageFrom } from '../../lib/language-context';
import { dateText, type DateText } from '../../../shared/i18n/format-date-time';

/** The list shows titles and dates only; the bodies stay out of the page data. */
const legalListSchema = strapiCollection(legalPageAttributesSchema.pick({ slug: true, title: true, updatedAt: true, locale: true }));

export interface LegalListItem {
  slug: string;
  title: string;
  updatedAt: string;
  /** When it was last changed, as the page shows it. */
  updated: DateText;
  /** The language the page is written in (decision 034). */
  locale?: string;
}

export interface LegalIndexData {
  pages: LegalListItem[];
}

export type LegalPageData = Pick<LegalPageAttributes, 'slug' | 'title' | 'body' | 'updatedAt' | 'locale'> & { updated: DateText };

/** /legal: every published legal page, A to Z like the footer's Legal column. */
export async function legalIndexLoader({ context, request }: LoaderFunctionArgs): Promise<LegalIndexData> {
  const answer = await apiFrom(context).read({
    family: 'cms',
    path: '/legal-pages',
    query: { 'fields[0]': 'slug', 'fields[1]': 'title', 'fields[2]': 'updatedAt', sort: 'title:asc', 'pagination[pageSize]': 100 },
    schema: legalListSchema,
    signal: request.signal,
  });
  const language = languageFrom(context);
  return {
    pages: answer.data.map(({ attributes: { slug, title, updatedAt, locale } }) => ({
      slug,
      title,
      updatedAt,
      updated: dateText(updatedAt, language),
      locale,
    })),
  };
}

/** /legal/:slug: the page with that slug; none (or only a draft, outside preview) is a 404. */
export async function legalPageLoader({ context, request, params }: LoaderFunctionArgs): Promise<LegalPageData> {
  const slug = requiredParam(params, 'slug');
  const answer = await apiFrom(context).read({
    family: 'cms',
    path: '/legal-pages',
    query: { 'filters[slug][$eq]': slug },
    schema: legalPagesSchema,
    signal: request.signal,
  });
  const page = answer.data[0]?.attributes;
  if (!page) notFound();
  return {
    slug: page.slug,
    title: page.title,
    body: page.body,
    updatedAt: page.updatedAt,
    updated: dateText(page.updatedAt, languageFrom(context)),
    locale: page.locale,
  };
}
