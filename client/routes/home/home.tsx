import { useLoaderData } from 'react-router';
import { Link } from '../../../shared/framework/page';
import { CardGrid } from '../../components/catalogue-cards';
import { PageMeta } from '../../components/page-meta';
import { StoreButtons } from '../../components/layout/store-buttons';
import { usePublicConfig } from '../../state/use-public-config';
import type { HomeData } from './home-loader';
import { HOME_TEXT as HOME_TEXT_EN } from '#messages/client/routes/home/home';
import { SHELL_TEXT as SHELL_TEXT_EN } from '#messages/client/components/layout/layout';
import { useMessages } from '../../lib/language-context';

export function HomePage() {
  const HOME_TEXT = useMessages(HOME_TEXT_EN);
  const SHELL_TEXT = useMessages(SHELL_TEXT_EN);
  const { publishers, editions, editionTotal } = useLoaderData() as HomeData;
  const config = usePublicConfig();
  return (
    <>
      <PageMeta title={HOME_TEXT.title} description={HOME_TEXT.description} keywords={HOME_TEXT.keywords} />
      <section className="home-hero" aria-labelledby="home-title">
        <h1 id="home-title" className="home-hero__title">
          {HOME_TEXT.heading}
        </h1>
        <p className="home-hero__lead">{HOME_TEXT.lead}</p>
        <p className="home-hero__actions">
          <a className="button button--primary" href={`${config.webAppUrl}/sign-up`} target="_blank" rel="noopener noreferrer">
            {HOME_TEXT.startTrial}
            <span className="visually-hidden">{` ${SHELL_TEXT.newTabHint}`}</span>
          </a>
          <Link className="button" to="/publishers">
            {HOME_TEXT.browsePublishers}
          </Link>
        </p>
        <p className="home-hero__count">{HOME_TEXT.editionTotal({ n: editionTotal })}</p>
      </section>

      <section className="home-section" aria-labelledby="home-publishers">
        <h2 id="home-publishers" className="home-section__title">
          {HOME_TEXT.featuredPublishers}
        </h2>
        <CardGrid list={{ kind: 'publishers', items: publishers }} />
      </section>

      <section className="home-section" aria-labelledby="home-editions">
        <h2 id="home-editions" className="home-section__title">
          {HOME_TEXT.popular}
        </h2>
        <CardGrid list={{ kind: 'editions', items: editions }} />
      </section>

      <section className="home-section home-apps" aria-labelledby="home-apps">
        <h2 id="home-apps" className="home-section__title">
          {HOME_TEXT.appsTitle}
        </h2>
        <p>{HOME_TEXT.apps}</p>
        <StoreButtons />
        <p>
          <a className="button" href={config.webAppUrl} target="_blank" rel="noopener noreferrer">
            {HOME_TEXT.openWebApp}
            <span className="visually-hidden">{` ${SHELL_TEXT.newTabHint}`}</span>
          </a>
        </p>
      </section>
    </>
  );
}
