import { useAtomValue } from 'jotai';
import { availabilityIn } from '../../../shared/availability';
import type { EditionSummary } from '../../../shared/schemas/promotion';
import { useVocabulary } from '../../components/catalogue-vocabulary';
import { useMessages } from '../../lib/language-context';
import { visitorCountryAtom } from '../../state/atoms';
import { AVAILABILITY_TEXT as AVAILABILITY_TEXT_EN } from '#messages/client/components/availability';
import { COMPOSITION_TEXT as COMPOSITION_TEXT_EN } from '#messages/client/routes/composition/composition';
import { FORMAT_TEXT as FORMAT_TEXT_EN } from '#messages/client/components/format';

/**
 * What a musician chooses one edition of a work by, under its card: its format (the facet's
 * words, FORMAT_TEXT), whether it is an Urtext, its editors, its grade, and whether it opens in
 * the visitor's country (said for every edition here, as the list is a choice between them). A
 * fact the upstream does not give is left out.
 */
export function EditionNote({ edition }: { edition: EditionSummary }) {
  const COMPOSITION_TEXT = useMessages(COMPOSITION_TEXT_EN);
  const FORMAT_TEXT = useMessages(FORMAT_TEXT_EN);
  const AVAILABILITY_TEXT = useMessages(AVAILABILITY_TEXT_EN);
  const { difficultyWord } = useVocabulary();
  const availability = availabilityIn(edition, useAtomValue(visitorCountryAtom));
  const editors = edition.editors?.map((e) => e.name).join(', ');
  const grade = edition.difficulty === undefined ? null : (difficultyWord(edition.difficulty) ?? String(edition.difficulty));
  const lines = [
    edition.format ? FORMAT_TEXT[edition.format] : null,
    edition.urtext ? COMPOSITION_TEXT.urtext : null,
    editors ? COMPOSITION_TEXT.editedBy({ names: editors }) : null,
    grade ? COMPOSITION_TEXT.grade({ word: grade }) : null,
  ].filter((line): line is string => line !== null);
  return (
    <>
      {lines.length > 0 ? <p className="card__text">{lines.join(' · ')}</p> : null}
      <p className={`card__text card__availability card__availability--${availability}`}>{AVAILABILITY_TEXT[availability]}</p>
    </>
  );
}
