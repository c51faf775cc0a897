import type * as en from './people-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const PEOPLE_TEXT: Translation<typeof en.PEOPLE_TEXT> = {
  artistCount: (n: number, formatted: string) => `${formatted}位艺术家`,
  sheetMusicOf: (name: string) => `${name} 乐谱`,
  artistsTitle: '艺术家',
  artistDescription: (name: string, role: string, editions: string) =>
    `${name}：${role}。nkoda 数字乐谱库收录了其作品的${editions}。`,
  artistKeyword: '乐谱',
  portraitAlt: (name: string) => `${name} 的肖像`,
  editionsBy: (name: string) => `${name} 的作品版本`,
  publishersTitle: '出版商',
  editions: '版本',
  playlists: '播放列表',
  relatedArtists: '相关艺术家',
  listsUnavailable: '暂时无法加载该艺术家的版本、播放列表和相关艺术家。请稍后重新加载页面。',
  about: '简介',
  artistEyebrow: '艺术家',
  openInApp: '在应用中打开',
  noEditions: '乐谱库中暂无版本。',
  fact: {
    role: '身份',
    lived: '生卒年',
    born: '出生年份',
    nationality: '国籍',
    period: '时期',
    country: '国家/地区',
    founded: '创立年份',
    website: '网站',
    family: '乐器类别',
    curator: '策划者',
    inLibrary: '乐谱库收录',
    contains: '包含',
  },
};
