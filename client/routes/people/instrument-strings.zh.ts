import type * as en from './instrument-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const INSTRUMENT_TEXT: Translation<typeof en.INSTRUMENT_TEXT> = {
  instrumentTitle: (instrument: string) => `${instrument}乐谱`,
  instrumentDescription: (editions: string, instrument: string) => `nkoda 数字乐谱库中有${editions}适用于${instrument}的乐谱。`,
  instrumentKeyword: '乐谱',
  editionsFor: (instrument: string) => `适用于${instrument}的版本`,
  instrumentEyebrow: '乐器',
};
