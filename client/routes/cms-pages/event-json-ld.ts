import { isOnline } from '../../lib/event-schedule';
import type { LearningEventPageData } from './learning-spaces-loader';

/**
 * schema.org Event for an event page. An "Online" event gets a VirtualLocation (its page is the
 * place to go) and the online attendance mode; anything else is a venue, a Place.
 */
export function eventJsonLd(
  event: LearningEventPageData,
  pageUrl: string,
  image: string | null,
  organizer: { name: string; url: string },
): Record<string, unknown> {
  const online = isOnline(event.Location);
  return {
    '@type': 'Event',
    name: event.Title,
    description: event.Summary,
    startDate: event.StartsAt,
    ...(event.EndsAt ? { endDate: event.EndsAt } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: online ? 'https://schema.org/OnlineEventAttendanceMode' : 'https://schema.org/OfflineEventAttendanceMode',
    location: online ? { '@type': 'VirtualLocation', url: pageUrl } : { '@type': 'Place', name: event.Location, address: event.Location },
    ...(image ? { image: [image] } : {}),
    url: pageUrl,
    organizer: { '@type': 'Organization', ...organizer },
  };
}
