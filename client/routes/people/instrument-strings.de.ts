import type * as en from './instrument-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const INSTRUMENT_TEXT: Translation<typeof en.INSTRUMENT_TEXT> = {
  instrumentTitle: (instrument: string) => `Noten für ${instrument}`,
  instrumentDescription: (editions: string, instrument: string) => `${editions} für ${instrument} in der digitalen Notenbibliothek nkoda.`,
  instrumentKeyword: 'Noten',
  editionsFor: (instrument: string) => `Ausgaben für ${instrument}`,
  instrumentEyebrow: 'Instrument',
};
