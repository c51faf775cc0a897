import { useLoaderData } from 'react-router';
import { Link } from '../../components/link';
import { CardGrid } from '../../components/catalogue-cards';
import { formatWhole } from '../../lib/format-number';
import { PageMeta } from '../../components/page-meta';
import { StoreButtons } from '../../components/layout/store-buttons';
import { usePublicConfig } from '../../state/use-public-config';
import type { HomeData } from './home-loader';

export function HomePage() {
  const { publishers, editions, editionTotal } = useLoaderData() as HomeData;
  const config = usePublicConfig();
  return (
    <>
      <PageMeta
        title="nkoda"
        description="The digital sheet-music library: thousands of publishers' editions to read, annotate and play from on any device."
        keywords={['sheet music', 'digital sheet music', 'scores', 'publishers', 'editions', 'music library']}
      />
      <section className="home-hero" aria-labelledby="home-title">
        <h1 id="home-title" className="home-hero__title">Every score you need, in one library</h1>
        <p className="home-hero__lead">
          Read the editions of the world&rsquo;s leading music publishers on your tablet, laptop or phone. Annotate them,
          share them with your ensemble, and never carry a bag of paper again.
        </p>
        <p className="home-hero__actions">
          <a className="button button--primary" href={`${config.webAppUrl}/sign-up`} target="_blank" rel="noopener noreferrer">
            Start your free trial<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
          <Link className="button" to="/publishers">
            Browse publishers
          </Link>
        </p>
        <p className="home-hero__count">{formatWhole(editionTotal)} editions in the library</p>
      </section>

      <section className="home-section" aria-labelledby="home-publishers">
        <h2 id="home-publishers" className="home-section__title">Featured publishers</h2>
        <CardGrid list={{ kind: 'publishers', items: publishers }} />
      </section>

      <section className="home-section" aria-labelledby="home-editions">
        <h2 id="home-editions" className="home-section__title">Popular in the library</h2>
        <CardGrid list={{ kind: 'editions', items: editions }} />
      </section>

      <section className="home-section home-apps" aria-labelledby="home-apps">
        <h2 id="home-apps" className="home-section__title">Take your library everywhere</h2>
        <p>nkoda runs in your browser and as an app on iPad, iPhone, Android, Mac and Windows. Your annotations follow you.</p>
        <StoreButtons />
        <p>
          <a className="button" href={config.webAppUrl} target="_blank" rel="noopener noreferrer">
            Open the web app<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
      </section>
    </>
  );
}
