import type * as en from './work-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const WORK_TEXT: Translation<typeof en.WORK_TEXT> = {
  metaTitle: (title: string, composers: string) => `${title} – ${composers}`,
  metaDescription: (title: string, composers: string, instrumentation: string, publisher: string) =>
    `${composers}『${title}』（${instrumentation}）、${publisher}刊。nkodaならどのデバイスでもお読みいただけます。`,
  keywords: ['楽譜', 'スコア'],
  coverAlt: (title: string, composers: string) => `${composers}『${title}』の表紙`,
  nameList: (names: readonly string[]) => names.join('、'),
  difficultyLevel: (word: string, level: number, levels: number) => `${word}（${levels}段階中${level}）`,
  minutes: (minutes: number) => `${minutes}分`,
  eyebrow: '楽譜',
  composers: '作曲',
  composersMany: '作曲',
  editors: '校訂',
  editorsMany: '校訂',
  publisher: '出版社',
  instrumentation: '編成',
  instruments: '楽器',
  previewLink: '最初のページをプレビュー',
  aboutTitle: 'この楽譜について',
  factsTitle: '基本情報',
  relatedTitle: '関連する楽譜',
  catalogueNumber: '作品番号',
  publisherNumber: '出版社番号',
  year: '作曲年',
  key: '調性',
  duration: '演奏時間',
  difficulty: '難易度',
  language: '言語',
  pageCount: 'ページ数',
  sharedTitle: '共有された書き込み',
  sharedBy: '共有者',
  sharedOn: '共有日',
  sharedGone: 'このリンクで共有された書き込みはご利用いただけなくなりました。書き込みのない楽譜を以下に表示しています。',
};

export const PREVIEW_TEXT: Translation<typeof en.PREVIEW_TEXT> = {
  metaTitle: (title: string, composers: string) => `${title}のプレビュー – ${composers}`,
  metaDescription: (title: string, composers: string, publisher: string, pages: number) =>
    `${composers}『${title}』（${publisher}）の最初のページをご覧いただけます。nkodaなら全${pages}ページをお読みいただけます。`,
  keywords: ['楽譜 プレビュー', 'スコア'],
  eyebrow: 'プレビュー',
  pagesLabel: '最初のページ',
  readAll: (pages: number) => `nkodaで全${pages}ページを読む`,
  pageAlt: (page: number, title: string) => `${title}の${page}ページ目`,
  restricted: 'この楽譜は出版社の方針によりお住まいの地域では表示できないため、ここではプレビューできません。',
};

export const ANNOTATION_TEXT: Translation<typeof en.ANNOTATION_TEXT> = {
  metaTitle: (title: string, edition: string) => `${title} – ${edition}への書き込み`,
  metaDescription: (author: string, edition: string, composers: string) =>
    `${author}がnkodaで、${composers}『${edition}』への書き込みを共有しました。`,
  keywords: ['書き込み', '共有された書き込み', '楽譜'],
  eyebrow: '共有された書き込み',
  author: '書き込みをした人',
  sharedOn: '共有日',
  pageCount: 'ページ数',
  edition: '楽譜',
  noteTitle: 'メモ',
  editionTitle: '書き込みの対象の楽譜',
  editionHint: 'この書き込みを横に表示した状態で楽譜を開きます。',
};

export const UPLOAD_TEXT: Translation<typeof en.UPLOAD_TEXT> = {
  metaTitle: (title: string, owner: string) => `${title} – ${owner}が共有`,
  metaDescription: (owner: string, title: string, pages: number) => `${owner}がnkodaで「${title}」（${pages}ページ）をあなたと共有しました。`,
  keywords: ['共有されたアップロード', '楽譜'],
  imageAlt: (title: string) => `${title}の1ページ目`,
  eyebrow: '共有されたアップロード',
  owner: '共有者',
  pageCount: 'ページ数',
  sharedOn: '共有日',
  aboutTitle: '共有されたアップロードについて',
  about:
    'アップロードとは、所有者自身がスキャンまたは作成したスコア、パート譜、練習曲などのファイルで、nkodaを通じてあなたと共有されたものです。nkodaのカタログには含まれません。',
  account: '共有されたアップロードを開くには、nkodaアカウントが必要です。',
  signUp: '無料アカウントを作成',
};
