import type * as en from './marketing-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const MARKETING_TEXT: Translation<typeof en.MARKETING_TEXT> = {
  ourProjects: '我们的项目',
  getStarted: '立即开始',
  seePricing: '查看价格',
  applyNow: '申请方式',
  allPublishers: '查看所有出版商',
};
