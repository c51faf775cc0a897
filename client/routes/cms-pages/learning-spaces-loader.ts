import type { LoaderFunctionArgs } from 'react-router';
import { learningSpacesEventsSchema, type LearningSpacesEventAttributes } from '../../../shared/schemas/cms';
import { notFound } from '../../../shared/read-answer';
import { apiFrom } from '../../lib/api-context';
import { eventSections, type EventSections } from '../../lib/event-schedule';
import { readInstrumentGroups, type InstrumentGroup } from './instrument-groups';
import { requiredParam } from '../../loaders/loader-helpers';
import { languageFrom } from '../../lib/language-context';
import { whenText } from '../../../shared/i18n/format-date-time';
import type { Language } from '../../../shared/languages';

export type LearningEvent = { id: number } & Pick<
  LearningSpacesEventAttributes,
  'Slug' | 'Title' | 'Summary' | 'StartsAt' | 'EndsAt' | 'Location' | 'ImagePath' | 'locale'
> & {
    /** When it happens, in the page's words (shared/i18n/format-date-time.ts). */
    when: string;
  };

export interface LearningSpacesData extends EventSections<LearningEvent> {
  /** The moment the lists were split into upcoming and past (ISO), decided once by the loader. */
  now: string;
}

export type LearningEventPageData = LearningEvent &
  Pick<LearningSpacesEventAttributes, 'Body'> & {
    /** Started before the page was loaded: registration is closed. */
    isPast: boolean;
    /** What the registration form offers for "instrument"; null when the CMS could not say. */
    instruments: InstrumentGroup[] | null;
  };

const LIST_QUERY = { sort: 'StartsAt:asc', 'pagination[pageSize]': 100 } as const;

const summaryIn =
  (language: Language) =>
  ({ id, attributes: a }: { id: number; attributes: LearningSpacesEventAttributes }): LearningEvent => ({
    id,
    Slug: a.Slug,
    Title: a.Title,
    Summary: a.Summary,
    StartsAt: a.StartsAt,
    EndsAt: a.EndsAt,
    when: whenText(a.StartsAt, a.EndsAt, language),
    Location: a.Location,
    ImagePath: a.ImagePath,
    locale: a.locale,
  });

/**
 * /learning-spaces: featured events first (the CMS's own `Featured=true` list), then the others,
 * then the past ones. Both lists are read in parallel.
 */
export async function learningSpacesLoader({ context, request }: LoaderFunctionArgs): Promise<LearningSpacesData> {
  const api = apiFrom(context);
  const read = (query: Record<string, string | number>) =>
    api.read({ family: 'cms', path: '/learning-spaces-events', query, schema: learningSpacesEventsSchema, signal: request.signal });
  const [featured, all] = await Promise.all([read({ ...LIST_QUERY, Featured: 'true' }), read(LIST_QUERY)]);
  const now = new Date().toISOString();
  const summary = summaryIn(languageFrom(context));
  return { now, ...eventSections(featured.data.map(summary), all.data.map(summary), now) };
}

/** /learning-spaces/:slug: the event with that Slug; none (or a draft, outside preview) is a 404. */
export async function learningEventLoader({ context, request, params }: LoaderFunctionArgs): Promise<LearningEventPageData> {
  const slug = requiredParam(params, 'slug');
  const api = apiFrom(context);
  const [answer, instruments] = await Promise.all([
    api.read({
      family: 'cms',
      path: '/learning-spaces-events',
      query: { Slug: slug },
      schema: learningSpacesEventsSchema,
      signal: request.signal,
    }),
    readInstrumentGroups(api, request.signal),
  ]);
  const event = answer.data[0];
  if (!event) notFound();
  const isPast = Date.parse(event.attributes.StartsAt) < Date.now();
  return { ...summaryIn(languageFrom(context))(event), Body: event.attributes.Body, isPast, instruments: isPast ? null : instruments };
}
