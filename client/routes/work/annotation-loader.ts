import type { LoaderFunctionArgs } from 'react-router';
import { annotationShareSchema, type AnnotationShare } from '../../../shared/schemas/promotion';
import { apiFrom } from '../../lib/api-context';
import { requiredQuery } from '../../loaders/loader-helpers';
import { languageFrom } from '../../lib/language-context';
import { dateText, type DateText } from '../../../shared/i18n/format-date-time';
import { composerList } from './work-format';

export interface AnnotationData {
  share: AnnotationShare;
  /** When it was shared, in the page's words. */
  sharedOn: DateText;
  /** The composers' names as one list in the page's language (written here: see composerList). */
  composers: string;
}

/** /annotation?id=: a shared annotation and the edition it belongs to (one read). */
export async function annotationLoader({ context, request }: LoaderFunctionArgs): Promise<AnnotationData> {
  const id = requiredQuery(request, 'id');
  const share = await apiFrom(context).read({
    family: 'promotion',
    path: '/v4/promotion/share/annotation',
    query: { id },
    schema: annotationShareSchema,
    signal: request.signal,
  });
  const language = languageFrom(context);
  return { share, sharedOn: dateText(share.createdAt, language), composers: composerList(share.edition.composers, language) };
}
