import type * as en from './playlist-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const PLAYLIST_TEXT: Translation<typeof en.PLAYLIST_TEXT> = {
  playlistDescription: (title: string, curator: string) => `${title}：nkodaデジタル楽譜ライブラリで${curator}が選んだプレイリスト。`,
  playlistKeywords: ['プレイリスト', '楽譜'],
  itemsOf: (title: string) => `${title}の収録曲`,
  items: '収録曲',
  playlistEyebrow: 'プレイリスト',
  noItems: 'このプレイリストにはまだ何も入っていません。',
};
