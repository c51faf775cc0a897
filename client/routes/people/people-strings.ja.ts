import type * as en from './people-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const PEOPLE_TEXT: Translation<typeof en.PEOPLE_TEXT> = {
  artistCount: (n: number, formatted: string) => `${formatted}人のアーティスト`,
  sheetMusicOf: (name: string) => `${name} 楽譜`,
  artistsTitle: 'アーティスト',
  artistDescription: (name: string, role: string, editions: string) =>
    `${name}（${role}）。nkodaデジタル楽譜ライブラリに関連する${editions}を収録しています。`,
  artistKeyword: '楽譜',
  portraitAlt: (name: string) => `${name}の肖像`,
  editionsBy: (name: string) => `${name}の楽譜`,
  publishersTitle: '出版社',
  editions: '楽譜',
  playlists: 'プレイリスト',
  relatedArtists: '関連アーティスト',
  listsUnavailable: 'ただいまこのアーティストの楽譜、プレイリスト、関連アーティストを読み込めませんでした。しばらくしてからページを再読み込みしてください。',
  about: '概要',
  artistEyebrow: 'アーティスト',
  openInApp: 'アプリで開く',
  noEditions: 'ライブラリにはまだ楽譜がありません。',
  fact: {
    role: '役割',
    lived: '生没年',
    born: '生年',
    nationality: '国籍',
    period: '時代',
    country: '国',
    founded: '創業',
    website: 'Webサイト',
    family: '楽器分類',
    curator: '選者',
    inLibrary: 'ライブラリ収録数',
    contains: '収録数',
  },
};
