import type * as en from './index-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const INDEX_TEXT: Translation<typeof en.INDEX_TEXT> = {
  artistsLetterTitle: (letter: string) => `アーティスト：${letter}`,
  artistsDescription: (under: string) => `nkodaデジタル楽譜ライブラリの${under}。作曲家、作詞者、校訂者とその楽譜をご紹介します。`,
  artistsKeywords: (letter: string) => ['作曲家', 'アーティスト', '楽譜', `作曲家 ${letter}`],
  publishersDescription: 'nkodaデジタル楽譜ライブラリに参加している楽譜出版社。原典版の専門出版社から現代音楽の出版社まで。',
  publishersKeywords: ['楽譜出版社', '音楽出版社', '原典版', 'エディション'],
  artistsIntro: 'nkodaライブラリの作曲家、作詞者、校訂者を、姓のアルファベット順に掲載しています。',
  letterNavLabel: '姓の頭文字で探す',
  artistsUnder: (letter: string) => `「${letter}」で始まるアーティスト`,
  noArtistsUnder: (letter: string) => `「${letter}」で始まるアーティストはいません`,
  publishersIntro: 'nkodaライブラリに楽譜を提供している音楽出版社です。',
  featuredPublishers: '注目の出版社',
  allPublishers: 'すべての出版社',
};
