import type * as en from './catalogue-vocabulary-strings';
import type { Translation } from '../../shared/i18n/translation';

export const INSTRUMENT_NAMES: Translation<typeof en.INSTRUMENT_NAMES> = {
  Piano: '钢琴',
  Organ: '管风琴',
  Harpsichord: '羽管键琴',
  Violin: '小提琴',
  Viola: '中提琴',
  Cello: '大提琴',
  'Double bass': '低音提琴',
  Flute: '长笛',
  Oboe: '双簧管',
  Clarinet: '单簧管',
  Bassoon: '大管',
  Saxophone: '萨克斯管',
  Horn: '圆号',
  Trumpet: '小号',
  Trombone: '长号',
  Tuba: '大号',
  Timpani: '定音鼓',
  Percussion: '打击乐器',
  Harp: '竖琴',
  Guitar: '吉他',
  Voice: '人声',
  Choir: '合唱团',
};

/** Chinese has no capitals: the same names as INSTRUMENT_NAMES. */
export const INSTRUMENT_NAMES_IN_SENTENCE: Translation<typeof en.INSTRUMENT_NAMES_IN_SENTENCE> = {
  Piano: '钢琴',
  Organ: '管风琴',
  Harpsichord: '羽管键琴',
  Violin: '小提琴',
  Viola: '中提琴',
  Cello: '大提琴',
  'Double bass': '低音提琴',
  Flute: '长笛',
  Oboe: '双簧管',
  Clarinet: '单簧管',
  Bassoon: '大管',
  Saxophone: '萨克斯管',
  Horn: '圆号',
  Trumpet: '小号',
  Trombone: '长号',
  Tuba: '大号',
  Timpani: '定音鼓',
  Percussion: '打击乐器',
  Harp: '竖琴',
  Guitar: '吉他',
  Voice: '人声',
  Choir: '合唱团',
};

export const INSTRUMENT_FAMILIES: Translation<typeof en.INSTRUMENT_FAMILIES> = {
  Keyboard: '键盘乐器',
  Strings: '弦乐器',
  Woodwind: '木管乐器',
  Brass: '铜管乐器',
  Percussion: '打击乐器',
  'Plucked strings': '弹拨乐器',
  Voice: '人声',
};

export const SEARCH_GROUP_NAMES: Translation<typeof en.SEARCH_GROUP_NAMES> = {
  Keyboard: '键盘乐',
  'Solo instrumental': '器乐独奏',
  'Chamber music': '室内乐',
  'Songs and vocal': '歌曲与声乐',
  Choral: '合唱',
  Orchestral: '管弦乐',
  Concertos: '协奏曲',
};

export const INSTRUMENTATION_NAMES: Translation<typeof en.INSTRUMENTATION_NAMES> = {
  'Piano solo': '钢琴独奏',
  'Piano duet': '钢琴四手联弹',
  'Organ solo': '管风琴独奏',
  'Harpsichord solo': '羽管键琴独奏',
  'Violin solo': '小提琴独奏',
  'Cello solo': '大提琴独奏',
  'Flute solo': '长笛独奏',
  'Oboe solo': '双簧管独奏',
  'Clarinet solo': '单簧管独奏',
  'Violin and piano': '小提琴与钢琴',
  'Cello and piano': '大提琴与钢琴',
  'Flute and piano': '长笛与钢琴',
  'Clarinet and piano': '单簧管与钢琴',
  'String quartet': '弦乐四重奏',
  'String octet': '弦乐八重奏',
  'Piano trio': '钢琴三重奏',
  'Piano quintet': '钢琴五重奏',
  'Clarinet quintet': '单簧管五重奏',
  'Mixed chamber ensemble': '混合室内乐组合',
  'Voice and piano': '人声与钢琴',
  'SATB choir': '混声四部合唱（SATB）',
  'Choir and orchestra': '合唱与管弦乐队',
  'Symphony orchestra': '交响乐队',
  'String orchestra': '弦乐队',
  'Wind band': '管乐队',
  'Violin and orchestra': '小提琴与管弦乐队',
  'Piano and orchestra': '钢琴与管弦乐队',
  'Cello and orchestra': '大提琴与管弦乐队',
  'Flute and orchestra': '长笛与管弦乐队',
  'Clarinet and orchestra': '单簧管与管弦乐队',
  'Trumpet and orchestra': '小号与管弦乐队',
};

export const ARTIST_ROLES: Translation<typeof en.ARTIST_ROLES> = {
  composer: '作曲家',
  arranger: '改编者',
  editor: '编订者',
  lyricist: '作词者',
  performer: '表演者',
};

/** Chinese has no capitals: the same words as ARTIST_ROLES. */
export const ARTIST_ROLES_IN_SENTENCE: Translation<typeof en.ARTIST_ROLES_IN_SENTENCE> = {
  composer: '作曲家',
  arranger: '改编者',
  editor: '编订者',
  lyricist: '作词者',
  performer: '表演者',
};

export const ARTIST_PERIODS: Translation<typeof en.ARTIST_PERIODS> = {
  Baroque: '巴洛克时期',
  Classical: '古典主义时期',
  Romantic: '浪漫主义时期',
  '20th century': '20世纪',
  Contemporary: '当代',
};

export const NATIONALITIES: Translation<typeof en.NATIONALITIES> = {
  American: '美国',
  Austrian: '奥地利',
  British: '英国',
  Czech: '捷克',
  English: '英格兰',
  Estonian: '爱沙尼亚',
  French: '法国',
  German: '德国',
  'German-British': '英籍德裔',
  Hungarian: '匈牙利',
  Italian: '意大利',
  Norwegian: '挪威',
  Polish: '波兰',
  Russian: '俄罗斯',
};

export const COUNTRIES: Translation<typeof en.COUNTRIES> = {
  Australia: '澳大利亚',
  Austria: '奥地利',
  Canada: '加拿大',
  France: '法国',
  Germany: '德国',
  Hungary: '匈牙利',
  Italy: '意大利',
  'United Kingdom': '英国',
};

export const LANGUAGES: Translation<typeof en.LANGUAGES> = {
  English: '英语',
  French: '法语',
  German: '德语',
  Hungarian: '匈牙利语',
  Italian: '意大利语',
  separator: '、',
};

/** Major keys with a capital letter, minor keys with a small one, as Chinese writes them. */
export const MUSICAL_KEYS: Translation<typeof en.MUSICAL_KEYS> = {
  'C major': 'C大调',
  'G major': 'G大调',
  'D major': 'D大调',
  'A major': 'A大调',
  'E major': 'E大调',
  'B major': 'B大调',
  'F-sharp major': '升F大调',
  'C-sharp major': '升C大调',
  'F major': 'F大调',
  'B-flat major': '降B大调',
  'E-flat major': '降E大调',
  'A-flat major': '降A大调',
  'D-flat major': '降D大调',
  'G-flat major': '降G大调',
  'C-flat major': '降C大调',
  'A minor': 'a小调',
  'E minor': 'e小调',
  'B minor': 'b小调',
  'F-sharp minor': '升f小调',
  'C-sharp minor': '升c小调',
  'G-sharp minor': '升g小调',
  'D-sharp minor': '升d小调',
  'A-sharp minor': '升a小调',
  'D minor': 'd小调',
  'G minor': 'g小调',
  'C minor': 'c小调',
  'F minor': 'f小调',
  'B-flat minor': '降b小调',
  'E-flat minor': '降e小调',
  'A-flat minor': '降a小调',
};

export const DIFFICULTY_WORDS: Translation<typeof en.DIFFICULTY_WORDS> = ['入门', '初级', '中级', '高级', '演奏级'];
