import { useLanguage, useMessages } from '../../lib/language-context';
import { Facts } from '../../components/facts';
import type { Edition } from '../../../shared/schemas/promotion';
import { difficultyText, durationText } from './work-format';
import { WORK_TEXT as WORK_TEXT_EN } from '#messages/client/routes/work/work';
import { useVocabulary } from '../../components/catalogue-vocabulary';
import { AVAILABILITY_TEXT as AVAILABILITY_TEXT_EN } from '#messages/client/components/availability';
import { useAvailabilityText } from '../../components/availability';

/** The edition's key facts; a fact the upstream does not know is left out rather than shown blank. */
export function WorkFacts({ edition }: { edition: Edition }) {
  const vocabulary = useVocabulary();
  const { languageList, musicalKey } = vocabulary;
  const AVAILABILITY_TEXT = useMessages(AVAILABILITY_TEXT_EN);
  const WORK_TEXT = useMessages(WORK_TEXT_EN);
  const language = useLanguage();
  const availability = useAvailabilityText(edition);
  const rows: Array<[string, string]> = [[AVAILABILITY_TEXT.label, availability]];
  if (edition.catalogueNumber) rows.push([WORK_TEXT.catalogueNumber, edition.catalogueNumber]);
  rows.push([WORK_TEXT.publisherNumber, edition.publisherCatalogId]);
  if (edition.year !== null) rows.push([WORK_TEXT.year, String(edition.year)]);
  if (edition.key) rows.push([WORK_TEXT.key, musicalKey(edition.key)]);
  if (edition.durationMinutes !== null) rows.push([WORK_TEXT.duration, durationText(edition.durationMinutes, language)]);
  rows.push([WORK_TEXT.difficulty, difficultyText(edition.difficulty, language, vocabulary)]);
  if (edition.language) rows.push([WORK_TEXT.language, languageList(edition.language)]);
  rows.push([WORK_TEXT.pageCount, String(edition.pageCount)]);
  return <Facts rows={rows} />;
}
