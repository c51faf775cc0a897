import type { LoaderFunctionArgs } from 'react-router';
import { institutionsSchema, type Institution } from '../../../shared/schemas/promotion';
import { apiFrom } from '../../lib/api-context';

export interface InstitutionsData {
  institutions: Institution[];
}

/** The featured institutions (schools, conservatoires, choirs, orchestras using nkoda). */
export async function institutionsLoader({ context, request }: LoaderFunctionArgs): Promise<InstitutionsData> {
  const api = apiFrom(context);
  const institutions = await api.read({
    family: 'promotion',
    path: '/v4/promotion/institutions/featured',
    schema: institutionsSchema,
    signal: request.signal,
  });
  return { institutions };
}
