import type { LoaderFunctionArgs } from 'react-router';
import { legalPageAttributesSchema, strapiCollection } from '../../shared/schemas/cms';
import { apiFrom } from '../lib/api-context';

/** Only what the footer shows; the CMS is asked for these two fields alone. */
const legalLinksSchema = strapiCollection(legalPageAttributesSchema.pick({ slug: true, title: true, locale: true }));

export interface LegalPageLink {
  slug: string;
  title: string;
  /** The language the title is written in (decision 034). */
  locale?: string;
}

export interface RootData {
  legalPages: LegalPageLink[];
}

/**
 * Data every page's layout needs: the footer's Legal column, listed from the CMS. A CMS outage
 * must not take pages down, so it degrades to an empty column instead of failing the route.
 */
export async function rootLoader({ context, request }: LoaderFunctionArgs): Promise<RootData> {
  try {
    const answer = await apiFrom(context).read({
      family: 'cms',
      path: '/legal-pages',
      query: { 'fields[0]': 'slug', 'fields[1]': 'title', sort: 'title:asc', 'pagination[pageSize]': 100 },
      schema: legalLinksSchema,
      signal: request.signal,
    });
    return { legalPages: answer.data.map(({ attributes }) => ({ slug: attributes.slug, title: attributes.title, locale: attributes.locale })) };
  } catch {
    return { legalPages: [] };
  }
}
