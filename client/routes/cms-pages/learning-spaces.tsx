import { useLoaderData } from 'react-router';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { PageMeta } from '../../components/page-meta';
import type { LearningSpacesData } from './learning-spaces-loader';
import { EVENTS_TEXT as EVENTS_TEXT_EN } from '#messages/client/routes/cms-pages/cms-page';
import { EventSection } from './event-sections';
import { useMessages } from '../../lib/language-context';

/** /learning-spaces: upcoming featured events, the other upcoming events, then past events. */
export function LearningSpacesPage() {
  const EVENTS_TEXT = useMessages(EVENTS_TEXT_EN);
  const { featured, upcoming, past } = useLoaderData() as LearningSpacesData;
  const nothingAhead = featured.length === 0 && upcoming.length === 0;
  return (
    <>
      <PageMeta title={EVENTS_TEXT.title} description={EVENTS_TEXT.description} keywords={EVENTS_TEXT.keywords} />
      <Breadcrumbs items={[{ name: EVENTS_TEXT.title }]} />
      <h1 className="page__title">{EVENTS_TEXT.title}</h1>
      <p className="page__intro">{EVENTS_TEXT.intro}</p>
      {nothingAhead ? <p className="events-empty">{EVENTS_TEXT.noUpcoming}</p> : null}
      <EventSection id="events-featured" title={EVENTS_TEXT.featured} events={featured} />
      <EventSection id="events-upcoming" title={EVENTS_TEXT.upcoming} events={upcoming} />
      <EventSection id="events-past" title={EVENTS_TEXT.past} events={past} />
    </>
  );
}
