import type { LoaderFunctionArgs } from 'react-router';
import { uploadSchema, type Upload } from '../../../shared/schemas/promotion';
import { apiFrom } from '../../lib/api-context';
import { requiredQuery } from '../../loaders/loader-helpers';
import { languageFrom } from '../../lib/language-context';
import { dateText, type DateText } from '../../../shared/i18n/format-date-time';

export interface UploadData {
  upload: Upload;
  /** When it was shared, in the page's words. */
  sharedOn: DateText;
}

/**
 * A shared user upload, addressed either by its share id (`/upload?id=`, the link the app shares)
 * or by file and owner (`/upload?userFileRef=&resourceOwnerRef=`).
 */
export async function uploadLoader({ context, request }: LoaderFunctionArgs): Promise<UploadData> {
  const api = apiFrom(context);
  const byShare = new URL(request.url).searchParams.get('id')?.trim();
  const upload = await api.read(
    byShare
      ? { family: 'promotion', path: '/v4/promotion/share/upload', query: { id: requiredQuery(request, 'id') }, schema: uploadSchema, signal: request.signal }
      : {
          family: 'promotion',
          path: '/v4/promotion/upload',
          query: { userFileRef: requiredQuery(request, 'userFileRef'), resourceOwnerRef: requiredQuery(request, 'resourceOwnerRef') },
          schema: uploadSchema,
          signal: request.signal,
        },
  );
  return { upload, sharedOn: dateText(upload.createdAt, languageFrom(context)) };
}
