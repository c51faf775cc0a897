import { useLanguage, useMessages } from '../../lib/language-context';
import { Link } from '../../../shared/framework/page';
import { CmsImage } from '../../components/cms-image';
import type { LearningEvent } from './learning-spaces-loader';
import { EVENTS_TEXT as EVENTS_TEXT_EN } from '#messages/client/routes/cms-pages/cms-page';
import { eventPath } from '../../../shared/paths';
import { contentLang } from '../../lib/content-lang';

/** Event pictures are social-card shaped (1200x630), on cards and on the event page alike. */
export const EVENT_IMAGE = { width: 1200, height: 630 } as const;

/**
 * "4 October 2025, 11:00–17:00 UK time": the loader's words for the start, or the start and end
 * as one range as the language writes it, on a <time> holding the start.
 */
export function EventWhen({ event }: { event: Pick<LearningEvent, 'StartsAt' | 'when'> }) {
  const EVENTS_TEXT = useMessages(EVENTS_TEXT_EN);
  return (
    <>
      <time dateTime={event.StartsAt}>{event.when}</time>
      {` ${EVENTS_TEXT.ukTime}`}
    </>
  );
}

/**
 * One event in a list: picture, title (its link covers the card), when, where and summary.
 * The picture is decorative: the title beside it names the event.
 */
export function EventCard({ event }: { event: LearningEvent }) {
  const language = useLanguage();
  return (
    <li className="card event-card">
      <CmsImage className="card__image event-card__image" path={event.ImagePath} alt="" {...EVENT_IMAGE} />
      <div className="card__body">
        <h3 className="card__title" lang={contentLang(event.locale, language)}>
          <Link className="card__link" to={eventPath(event.Slug)}>
            {event.Title}
          </Link>
        </h3>
        <p className="card__text event-card__when">
          <EventWhen event={event} />
        </p>
        <p className="card__text event-card__where">{event.Location}</p>
        <p className="card__text event-card__summary" lang={contentLang(event.locale, language)}>
          {event.Summary}
        </p>
      </div>
    </li>
  );
}

/** A titled list of event cards, left out when empty. */
export function EventSection({ id, title, events }: { id: string; title: string; events: LearningEvent[] }) {
  if (events.length === 0) return null;
  return (
    <section className="item-section" aria-labelledby={id}>
      <h2 id={id} className="item-section__title">
        {title}
      </h2>
      <ul className="card-grid event-grid">
        {events.map((event) => (
          <EventCard key={event.id} event={event} />
        ))}
      </ul>
    </section>
  );
}
