import { useLoaderData } from 'react-router';
import { count } from '../../components/catalogue-cards';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { ItemHero } from '../../components/item-hero';
import { OpenInApp } from '../../components/open-in-app';
import { PageMeta } from '../../components/page-meta';
import type { InstrumentPageData } from './instrument-loader';
import { Prose } from '../../components/prose';
import { PEOPLE_TEXT } from './people-strings';
import { EditionsSection } from './editions-section';

/**
 * /instrument?instrumentRef=: an instrument and the editions that use it. Instruments have no
 * picture upstream, so the top is a plain header rather than an image hero.
 */
export function InstrumentPage() {
  const { instrument, page, editions } = useLoaderData() as InstrumentPageData;
  const editionsLabel = `${PEOPLE_TEXT.editions} for ${instrument.name.toLowerCase()}`;
  return (
    <>
      <PageMeta
        title={`${instrument.name} sheet music`}
        description={`${count(instrument.editionCount, 'edition')} for ${instrument.name.toLowerCase()} in the nkoda digital sheet-music library.`}
        keywords={[instrument.name, `${instrument.name} sheet music`, instrument.family, 'sheet music']}
      />
      <Breadcrumbs items={[{ name: instrument.name }]} />
      <ItemHero eyebrow={PEOPLE_TEXT.instrumentEyebrow} title={instrument.name}>
        <dl className="facts">
          {instrument.family ? (
            <>
              <dt>{PEOPLE_TEXT.fact.family}</dt>
              <dd>{instrument.family}</dd>
            </>
          ) : null}
          <dt>{PEOPLE_TEXT.fact.inLibrary}</dt>
          <dd>{count(instrument.editionCount, 'edition')}</dd>
        </dl>
        <Prose text={instrument.description} />
        <p className="item-hero__actions">
          <OpenInApp kind="instrument" reference={instrument.instrumentRef} label={PEOPLE_TEXT.openInApp} />
        </p>
      </ItemHero>

      <EditionsSection id="instrument-editions" page={page} editions={editions} label={editionsLabel} />
    </>
  );
}
