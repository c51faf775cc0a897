import type * as en from './instrument-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const INSTRUMENT_TEXT: Translation<typeof en.INSTRUMENT_TEXT> = {
  /** "Partituras para piano": the name comes capitalised (instrumentName), Spanish says it in lower case here. */
  instrumentTitle: (instrument: string) => `Partituras para ${instrument.toLowerCase()}`,
  instrumentDescription: (editions: string, instrument: string) => `${editions} para ${instrument} en la biblioteca digital de partituras de nkoda.`,
  instrumentKeyword: 'partituras',
  editionsFor: (instrument: string) => `Ediciones para ${instrument}`,
  instrumentEyebrow: 'Instrumento',
};
