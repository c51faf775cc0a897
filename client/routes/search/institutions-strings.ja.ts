import type * as en from './institutions-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const INSTITUTIONS_TEXT: Translation<typeof en.INSTITUTIONS_TEXT> = {
  title: '教育機関・団体向けnkoda',
  crumb: '教育機関・団体',
  description:
    '音楽学校、音楽大学、合唱団、オーケストラ向けのnkoda。すべての学生、指導者、演奏者が使える、出版社の楽譜をそろえたデジタルライブラリです。',
  intro:
    '音楽学校や音楽大学では、nkodaを使ってすべての学生と指導者に同じ出版社の楽譜ライブラリを提供しています。どのデバイスからでも利用でき、書き込みはクラス、パート、アンサンブルで共有できます。',
  featured: 'nkodaを導入している教育機関・団体',
  ctaTitle: 'あなたの教育機関・団体にもnkodaを',
  ctaText: '学校、音楽大学、アンサンブルについてお聞かせください。指導やリハーサルの方法に合ったご利用環境をご用意します。',
  ctaLink: 'お問い合わせ',
  keywords: ['音楽学校', '音楽大学', '教育用デジタル楽譜', 'オーケストラ', '合唱団'],
};

export const PRICING_TEXT: Translation<typeof en.PRICING_TEXT> = {
  title: 'プランと料金',
  crumb: '料金',
  description: 'Webとアプリストアでのnkodaサブスクリプションのプランと料金。どのプランにも無料トライアルが付いています。',
  intro: 'どのプランでも、お使いのすべてのデバイスでライブラリ全体をご利用いただけます。まずは無料トライアルからお試しください。',
  plans: 'Webで登録',
  startTrial: '無料トライアルを開始',
  startingCheckout: 'お支払い手続きを開始しています…',
  checkoutFailed: 'ただいまお支払い手続きを開始できませんでした。しばらくしてからもう一度お試しください。',
  discounted: (price: string) => `割引適用後：${price}`,
  stores: 'アプリストアでの料金',
  storesCaption: 'ストア別・プラン別のサブスクリプション料金（英ポンド）',
  storeColumn: 'ストア',
  trialColumn: '無料トライアル',
  trialDays: (days: number) => `${days}日間`,
  notOffered: '提供なし',
  noTrial: 'なし',
  trialsList: (trials: readonly string[]) => trials.join('または'),
  keywords: ['nkoda 料金', '楽譜 サブスクリプション', '無料トライアル', '学生プラン'],
  trialWith: (plan: string) => `（${plan}）`,
  productName: 'nkodaサブスクリプション',
  perInterval: (interval: 'month' | 'year') => (interval === 'month' ? '/月' : '/年'),
  price: (price: string, per: string) => `${price}${per}`,
  trial: (days: number) => `${days}日間の無料トライアル`,
  monthlyEquivalent: (price: string) => `月あたり${price}（年払い）`,
};

export const STORE_NAMES: Translation<typeof en.STORE_NAMES> = {
  web: 'Web',
  apple: 'Apple App Store',
  google: 'Google Play',
  windows: 'Microsoft Store',
};

export const INTERVAL_COLUMNS: Translation<typeof en.INTERVAL_COLUMNS> = { month: '月額', year: '年額' };
