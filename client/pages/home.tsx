import { Link, useLoaderData } from 'react-router';
import { PageMeta } from '../components/page-meta';
import { usePublicConfig } from '../state/use-public-config';
import type { HomeData } from '../loaders/home-loader';
import type { EditionSummary as HomeEdition, PublisherSummary as HomePublisher } from '../../shared/schemas/promotion';

const numberFormat = new Intl.NumberFormat('en-GB');

function PublisherCard({ publisher, imageRoot }: { publisher: HomePublisher; imageRoot: string }) {
  return (
    <li className="card card--publisher">
      <Link to={`/publishers/${publisher.slug}`} className="card__link">
        {publisher.logoPath ? (
          <img className="card__logo" src={imageRoot + publisher.logoPath} alt="" width={240} height={120} loading="lazy" decoding="async" />
        ) : null}
        <span className="card__title">{publisher.name}</span>
        <span className="card__meta">
          {publisher.country} · {numberFormat.format(publisher.editionCount)} editions
        </span>
      </Link>
    </li>
  );
}

function EditionCard({ edition, imageRoot }: { edition: HomeEdition; imageRoot: string }) {
  return (
    <li className="card card--edition">
      <Link to={`/work/${edition.slug}`} className="card__link">
        {edition.coverPath ? (
          <img className="card__cover" src={imageRoot + edition.coverPath} alt="" width={600} height={848} loading="lazy" decoding="async" />
        ) : null}
        <span className="card__title">{edition.title}</span>
        <span className="card__meta">{edition.composers.map((c) => c.name).join(', ')}</span>
        <span className="card__meta">
          {edition.instrumentation} · {edition.publisherName}
        </span>
      </Link>
    </li>
  );
}

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
        <h1 id="home-title">Every score you need, in one library</h1>
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
        <p className="home-hero__count">{numberFormat.format(editionTotal)} editions in the library</p>
      </section>

      <section className="home-section" aria-labelledby="home-publishers">
        <h2 id="home-publishers">Featured publishers</h2>
        <ul className="card-grid card-grid--publishers">
          {publishers.map((publisher) => (
            <PublisherCard key={publisher.publisherId} publisher={publisher} imageRoot={config.imageStorageRoot} />
          ))}
        </ul>
      </section>

      <section className="home-section" aria-labelledby="home-editions">
        <h2 id="home-editions">Popular in the library</h2>
        <ul className="card-grid card-grid--editions">
          {editions.map((edition) => (
            <EditionCard key={edition.editionRef} edition={edition} imageRoot={config.imageStorageRoot} />
          ))}
        </ul>
      </section>

      <section className="home-section home-apps" aria-labelledby="home-apps">
        <h2 id="home-apps">Take your library everywhere</h2>
        <p>nkoda runs in your browser and as an app on iPad, iPhone, Android, Mac and Windows. Your annotations follow you.</p>
        <ul className="home-apps__stores">
          <li>
            <a className="button" href={config.appleStoreUrl} target="_blank" rel="noopener noreferrer">
              App Store<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
          <li>
            <a className="button" href={config.googleStoreUrl} target="_blank" rel="noopener noreferrer">
              Google Play<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
          <li>
            <a className="button" href={config.windowsStoreUrl} target="_blank" rel="noopener noreferrer">
              Microsoft Store<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
          <li>
            <a className="button" href={config.webAppUrl} target="_blank" rel="noopener noreferrer">
              Web app<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        </ul>
      </section>
    </>
  );
}
