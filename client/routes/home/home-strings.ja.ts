import type * as en from './home-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const HOME_TEXT: Translation<typeof en.HOME_TEXT> = {
  title: 'nkoda',
  description: 'デジタル楽譜ライブラリ。数多くの出版社の楽譜を、あらゆるデバイスで閲覧し、書き込み、演奏に使えます。',
  keywords: ['楽譜', 'デジタル楽譜', 'スコア', '楽譜出版社', 'エディション', '楽譜ライブラリ'],
  heading: '必要な楽譜が、すべてひとつのライブラリに',
  lead: '世界有数の楽譜出版社の楽譜を、タブレット、ノートパソコン、スマートフォンで。書き込みをしてアンサンブルの仲間と共有でき、重い楽譜を持ち歩く必要はもうありません。',
  startTrial: '無料トライアルを始める',
  browsePublishers: '出版社を見る',
  editionTotal: (formatted: string) => `${formatted}点の楽譜を収録`,
  featuredPublishers: '注目の出版社',
  popular: 'ライブラリで人気の楽譜',
  appsTitle: 'ライブラリをどこへでも',
  apps: 'nkodaはブラウザで、またiPad、iPhone、Android、Mac、Windowsのアプリでご利用いただけます。書き込みもすべてのデバイスで同期されます。',
  openWebApp: 'Webアプリを開く',
};
