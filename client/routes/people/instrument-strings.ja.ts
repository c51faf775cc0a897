import type * as en from './instrument-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const INSTRUMENT_TEXT: Translation<typeof en.INSTRUMENT_TEXT> = {
  instrumentTitle: (instrument: string) => `${instrument}の楽譜`,
  instrumentDescription: (editions: string, instrument: string) => `nkodaデジタル楽譜ライブラリに収録された、${instrument}のための${editions}。`,
  instrumentKeyword: '楽譜',
  editionsFor: (instrument: string) => `${instrument}のための楽譜`,
  instrumentEyebrow: '楽器',
};
