import type * as en from './index-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const INDEX_TEXT: Translation<typeof en.INDEX_TEXT> = {
  artistsLetterTitle: (letter: string) => `艺术家：${letter}`,
  artistsDescription: (under: string) => `nkoda 数字乐谱库中${under}：作曲家、作词者和编订者，及其乐谱版本。`,
  artistsKeywords: (letter: string) => ['作曲家', '艺术家', '乐谱', `作曲家 ${letter}`],
  publishersDescription: 'nkoda 数字乐谱库中的音乐出版商，从原典版专业出版商到当代音乐出版社。',
  publishersKeywords: ['音乐出版商', '乐谱出版商', '原典版', '乐谱版本'],
  artistsIntro: 'nkoda 乐谱库中的作曲家、作词者和编订者，按姓氏排列。',
  letterNavLabel: '按姓氏首字母浏览艺术家',
  artistsUnder: (letter: string) => `姓氏首字母为 ${letter} 的艺术家`,
  noArtistsUnder: (letter: string) => `没有姓氏首字母为 ${letter} 的艺术家`,
  publishersIntro: '其版本已收录于 nkoda 乐谱库的音乐出版商。',
  featuredPublishers: '精选出版商',
  allPublishers: '所有出版商',
};
