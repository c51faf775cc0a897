import type * as en from './instrument-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const INSTRUMENT_TEXT: Translation<typeof en.INSTRUMENT_TEXT> = {
  /** "Spartiti per pianoforte": the name comes capitalised, and Italian writes it lower case here. */
  instrumentTitle: (instrument: string) => `Spartiti per ${instrument.toLowerCase()}`,
  instrumentDescription: (editions: string, instrument: string) =>
    `${editions} per ${instrument} nella biblioteca digitale di spartiti nkoda.`,
  instrumentKeyword: 'spartiti',
  editionsFor: (instrument: string) => `Edizioni per ${instrument}`,
  instrumentEyebrow: 'Strumento',
};
