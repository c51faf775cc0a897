import type * as en from './marketing-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const MARKETING_TEXT: Translation<typeof en.MARKETING_TEXT> = {
  ourProjects: 'nkodaのプロジェクト',
  getStarted: '今すぐ始める',
  seePricing: '料金を見る',
  applyNow: '応募方法',
  allPublishers: 'すべての出版社を見る',
};
