import type * as en from './playlist-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const PLAYLIST_TEXT: Translation<typeof en.PLAYLIST_TEXT> = {
  playlistDescription: (title: string, curator: string) => `“${title}”：由 ${curator} 在 nkoda 数字乐谱库中策划的播放列表。`,
  playlistKeywords: ['播放列表', '乐谱'],
  itemsOf: (title: string) => `“${title}”中的条目`,
  items: '条目',
  playlistEyebrow: '播放列表',
  noItems: '此播放列表暂无条目。',
};
