import { languageFrom } from '../../lib/language-context';
import { composerList } from './work-format';
import type { LoaderFunctionArgs } from 'react-router';
import { editionSchema } from '../../../shared/schemas/promotion';
import { apiFrom } from '../../lib/api-context';
import { requiredQuery } from '../../loaders/loader-helpers';

/** What the preview page shows of the edition; the description and facts stay on the work page. */
const previewEditionSchema = editionSchema.pick({
  editionRef: true,
  slug: true,
  title: true,
  composers: true,
  publisherName: true,
  coverPath: true,
  pageCount: true,
  restriction: true,
  territories: true,
});

export interface PreviewData {
  edition: ReturnType<typeof previewEditionSchema.parse>;
  /** The composers' names as one list in the page's language (written here: see composerList). */
  composers: string;
}

/** /preview?editionRef=: the edition whose first pages are shown (the page images need no read). */
export async function previewLoader({ context, request }: LoaderFunctionArgs): Promise<PreviewData> {
  const editionRef = requiredQuery(request, 'editionRef');
  const edition = await apiFrom(context).read({
    family: 'promotion',
    path: '/v4/promotion/edition',
    query: { editionRef },
    schema: previewEditionSchema,
    signal: request.signal,
  });
  return { edition, composers: composerList(edition.composers, languageFrom(context)) };
}
