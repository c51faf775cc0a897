import { useMessages } from '../../lib/language-context';
import { Fragment } from 'react';
import { useLoaderData } from 'react-router';
import { Link } from '../../../shared/framework/page';
import { useAtomValue } from 'jotai';
import { availabilityIn } from '../../../shared/availability';
import { visitorCountryAtom } from '../../state/atoms';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { ExternalLink } from '../../components/layout/external-link';
import { OpenInApp } from '../../components/open-in-app';
import { PageMeta } from '../../components/page-meta';
import { webAppAuthUrl } from '../../lib/header-rules';
import { imageUrl } from '../../lib/image-url';
import { useContentHolder } from '../../lib/route-handle';
import type { PreviewData } from './preview-loader';
import { usePublicConfig } from '../../state/use-public-config';
import { PREVIEW_TEXT as PREVIEW_TEXT_EN } from '#messages/client/routes/work/preview';
import { PREVIEW_PAGES } from './work-constants';
import { artistPath, workPath } from '../../../shared/paths';

/** Page images are A4 like covers; width and height keep the layout still while they load. */
const PAGE_SIZE = { width: 600, height: 848 } as const;

/** /preview?editionRef=: the first pages of an edition and the way to read the rest. */
export function PreviewPage() {
  const PREVIEW_TEXT = useMessages(PREVIEW_TEXT_EN);
  const { edition, composers } = useLoaderData() as PreviewData;
  const config = usePublicConfig();
  const holder = useContentHolder();
  const backToWork = workPath(edition.slug);
  // An edition the visitor's country cannot open shows no pages at all: the banner says why.
  const restricted = availabilityIn(edition, useAtomValue(visitorCountryAtom)) === 'unavailable';
  const pages = restricted ? [] : Array.from({ length: Math.min(PREVIEW_PAGES, edition.pageCount) }, (_, i) => i + 1);
  return (
    <>
      <PageMeta
        title={PREVIEW_TEXT.metaTitle({ title: edition.title, composers })}
        description={PREVIEW_TEXT.metaDescription({ title: edition.title, composers, publisher: edition.publisherName, pages: edition.pageCount })}
        keywords={[edition.title, ...edition.composers.map((c) => c.name), edition.publisherName, ...PREVIEW_TEXT.keywords]}
        image={imageUrl(config, edition.coverPath)}
      />
      <Breadcrumbs items={[{ name: edition.title, to: backToWork }, { name: PREVIEW_TEXT.eyebrow }]} />

      <header className="work-preview__header">
        <p className="item-hero__eyebrow">{PREVIEW_TEXT.eyebrow}</p>
        <h1 className="item-hero__title work-preview__title">
          <Link to={backToWork}>{edition.title}</Link>
        </h1>
        <p className="work-preview__byline">
          {edition.composers.map((c, i) => (
            <Fragment key={c.artistRef}>
              {i > 0 ? ', ' : null}
              <Link to={artistPath(c.slug)}>{c.name}</Link>
            </Fragment>
          ))}{' '}
          · {edition.publisherName}
        </p>
      </header>

      {restricted ? (
        <p className="work-preview__restricted">{PREVIEW_TEXT.restricted}</p>
      ) : (
        <ol className="tile-grid work-preview__pages" aria-label={PREVIEW_TEXT.pagesLabel}>
          {pages.map((n) => (
            <li key={n} className="work-preview__page">
              <img
                src={imageUrl(config, `/pages/${edition.editionRef}-${n}.svg`)!}
                alt={PREVIEW_TEXT.pageAlt({ page: n, title: edition.title })}
                width={PAGE_SIZE.width}
                height={PAGE_SIZE.height}
                // The first page is the main picture; later ones load as they scroll into view.
                loading={n === 1 ? undefined : 'lazy'}
                fetchPriority={n === 1 ? 'high' : undefined}
                decoding="async"
              />
            </li>
          ))}
        </ol>
      )}

      <p className="item-hero__actions work-preview__actions">
        {restricted ? null : (
          // The header's sign-up link with the same item in context, so the web app opens this
          // edition once the visitor has an account.
          <ExternalLink className="button button--primary" href={webAppAuthUrl(config.webAppUrl, 'sign-up', holder)} rel="noopener">
            {PREVIEW_TEXT.readAll({ pages: edition.pageCount })}
          </ExternalLink>
        )}
        <OpenInApp kind="edition" reference={edition.editionRef} />
      </p>
    </>
  );
}
