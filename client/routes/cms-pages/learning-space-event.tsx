import { useLanguage, useMessages } from '../../lib/language-context';
import { SHELL_TEXT as SHELL_TEXT_EN } from '#messages/client/components/layout/layout';
import { useMemo } from 'react';
import { useLoaderData } from 'react-router';
import { Link } from '../../../shared/framework/page';
import { hydrateOnUse } from '../../../shared/framework/page';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { CmsImage } from '../../components/cms-image';
import { JsonLd } from '../../components/json-ld';
import { PageMeta } from '../../components/page-meta';
import { RichText } from '../../components/rich-text';
import { imageUrl } from '../../lib/image-url';
import type { LearningEventPageData } from './learning-spaces-loader';
import { usePublicConfig } from '../../state/use-public-config';
import { EVENTS_TEXT as EVENTS_TEXT_EN } from '#messages/client/routes/cms-pages/cms-page';
import { eventJsonLd } from './event-json-ld';
import { EVENT_IMAGE, EventWhen } from './event-sections';
import { eventPath, href } from '../../../shared/paths';
import { contentLang } from '../../lib/content-lang';

/** The form hydrates on first use (shared/framework/page/hydrate-on-use.tsx); a submit before then waits for its code. */
const LearningSpaceFormIsland = hydrateOnUse(() => import('../../components/site-forms/learning-space-form').then((module) => module.LearningSpaceForm), {
  hostClass: 'site-form-host',
  holdPosts: true,
});

/** /learning-spaces/:slug: one event, and its registration form while it is still to come. */
export function LearningSpaceEventPage() {
  const EVENTS_TEXT = useMessages(EVENTS_TEXT_EN);
  const SHELL_TEXT = useMessages(SHELL_TEXT_EN);
  const language = useLanguage();
  const event = useLoaderData() as LearningEventPageData;
  const config = usePublicConfig();
  const image = imageUrl(config, event.ImagePath);
  // The same list on every render: new props would make the form hydrate before it is used.
  const instruments = useMemo(() => event.instruments?.map((group) => ({ label: group.family, options: group.types })) ?? null, [event]);
  const pageUrl = `${config.publicOrigin.replace(/\/+$/, '')}${eventPath(event.Slug)}`;
  return (
    <article className="cms-article event">
      <PageMeta title={event.Title} description={event.Summary} keywords={[event.Title, event.Location, ...EVENTS_TEXT.keywords]} image={image} />
      <Breadcrumbs
        items={[
          { name: EVENTS_TEXT.title, to: href('/learning-spaces') },
          { name: event.Title, lang: contentLang(event.locale, language) },
        ]}
      />
      <header className="event__header">
        <p className="item-hero__eyebrow">{EVENTS_TEXT.eyebrow}</p>
        <h1 className="page__title" lang={contentLang(event.locale, language)}>
          {event.Title}
        </h1>
        <dl className="event__facts">
          <div className="event__fact">
            <dt>{EVENTS_TEXT.when}</dt>
            <dd>
              <EventWhen event={event} />
            </dd>
          </div>
          <div className="event__fact">
            <dt>{EVENTS_TEXT.where}</dt>
            <dd>{event.Location}</dd>
          </div>
        </dl>
      </header>
      {/* Above the fold: loads at once. Decorative: the title above names the event. */}
      <CmsImage className="event__image" path={event.ImagePath} alt="" eager {...EVENT_IMAGE} />
      <p className="page__intro event__summary" lang={contentLang(event.locale, language)}>
        {event.Summary}
      </p>
      <RichText html={event.Body} lang={contentLang(event.locale, language)} />
      <section id="register" className="event__register" aria-labelledby="register-title">
        <h2 id="register-title">{EVENTS_TEXT.register}</h2>
        {event.isPast ? (
          <p>
            {EVENTS_TEXT.registrationClosed} <Link to="/learning-spaces">{EVENTS_TEXT.seeUpcoming}</Link>
          </p>
        ) : (
          <LearningSpaceFormIsland eventSlug={event.Slug} eventTitle={event.Title} instruments={instruments} />
        )}
      </section>
      <JsonLd data={eventJsonLd(event, pageUrl, image, { name: SHELL_TEXT.siteName, url: config.publicOrigin })} />
    </article>
  );
}
