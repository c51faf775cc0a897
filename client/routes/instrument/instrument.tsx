import { useLanguage, useMessages } from '../../lib/language-context';
import { useLoaderData, useLocation } from 'react-router';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { ItemHero } from '../../components/item-hero';
import { OpenInApp } from '../../components/open-in-app';
import { PageMeta } from '../../components/page-meta';
import type { InstrumentPageData } from './instrument-loader';
import { Prose } from '../../components/prose';
import { PEOPLE_TEXT as PEOPLE_TEXT_EN } from '#messages/client/routes/people/people';
import { INSTRUMENT_TEXT as INSTRUMENT_TEXT_EN } from '#messages/client/routes/instrument/instrument';
import { EditionsSection, useListCanonical } from '../people/editions-section';
import { editionCount } from '../people/people-format';
import { useVocabulary } from '../../components/catalogue-vocabulary';

/**
 * /instrument?instrumentRef=: an instrument and the editions that use it. Instruments have no
 * picture upstream, so the top is a plain header rather than an image hero.
 */
export function InstrumentPage() {
  const { instrumentFamily, instrumentName, instrumentNameInSentence } = useVocabulary();
  const INSTRUMENT_TEXT = useMessages(INSTRUMENT_TEXT_EN);
  const PEOPLE_TEXT = useMessages(PEOPLE_TEXT_EN);
  const language = useLanguage();
  const { instrument, page, editions, narrowing } = useLoaderData() as InstrumentPageData;
  const name = instrumentName(instrument.name);
  // Named by its query; facets, order and page only narrow its list.
  const listCanonical = useListCanonical(useLocation().pathname, 'instrumentRef');
  const editionsLabel = INSTRUMENT_TEXT.editionsFor({ instrument: instrumentNameInSentence(instrument.name) });
  return (
    <>
      <PageMeta
        title={INSTRUMENT_TEXT.instrumentTitle({ instrument: name, instrumentInSentence: instrumentNameInSentence(instrument.name) })}
        description={INSTRUMENT_TEXT.instrumentDescription({
          editions: editionCount(instrument.editionCount, language),
          instrument: instrumentNameInSentence(instrument.name),
        })}
        keywords={[name, PEOPLE_TEXT.sheetMusicOf({ name }), instrumentFamily(instrument.family), INSTRUMENT_TEXT.instrumentKeyword]}
        canonical={listCanonical}
      />
      <Breadcrumbs items={[{ name }]} />
      <ItemHero eyebrow={INSTRUMENT_TEXT.instrumentEyebrow} title={name}>
        <dl className="facts">
          {instrument.family ? (
            <>
              <dt>{PEOPLE_TEXT.fact.family}</dt>
              <dd>{instrumentFamily(instrument.family)}</dd>
            </>
          ) : null}
          <dt>{PEOPLE_TEXT.fact.inLibrary}</dt>
          <dd>{editionCount(instrument.editionCount, language)}</dd>
        </dl>
        <Prose text={instrument.description} />
        <p className="item-hero__actions">
          <OpenInApp kind="instrument" reference={instrument.instrumentRef} label={PEOPLE_TEXT.openInApp} />
        </p>
      </ItemHero>

      <EditionsSection id="instrument-editions" page={page} editions={editions} label={editionsLabel} narrowing={narrowing} />
    </>
  );
}
