import type * as en from './instrument-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const INSTRUMENT_TEXT: Translation<typeof en.INSTRUMENT_TEXT> = {
  /** "Partitions pour piano": the name comes capitalised, French writes it in lower case inside the title. */
  instrumentTitle: (instrument: string) => `Partitions pour ${instrument.charAt(0).toLowerCase()}${instrument.slice(1)}`,
  instrumentDescription: (editions: string, instrument: string) => `${editions} pour ${instrument} dans la bibliothèque de partitions numériques nkoda.`,
  instrumentKeyword: 'partitions',
  editionsFor: (instrument: string) => `Éditions pour ${instrument}`,
  instrumentEyebrow: 'Instrument',
};
