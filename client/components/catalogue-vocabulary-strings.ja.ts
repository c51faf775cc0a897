import type * as en from './catalogue-vocabulary-strings';
import type { Translation } from '../../shared/i18n/translation';

export const INSTRUMENT_NAMES: Translation<typeof en.INSTRUMENT_NAMES> = {
  Piano: 'ピアノ',
  Organ: 'オルガン',
  Harpsichord: 'チェンバロ',
  Violin: 'ヴァイオリン',
  Viola: 'ヴィオラ',
  Cello: 'チェロ',
  'Double bass': 'コントラバス',
  Flute: 'フルート',
  Oboe: 'オーボエ',
  Clarinet: 'クラリネット',
  Bassoon: 'ファゴット',
  Saxophone: 'サクソフォン',
  Horn: 'ホルン',
  Trumpet: 'トランペット',
  Trombone: 'トロンボーン',
  Tuba: 'チューバ',
  Timpani: 'ティンパニ',
  Percussion: '打楽器',
  Harp: 'ハープ',
  Guitar: 'ギター',
  Voice: '声楽',
  Choir: '合唱',
};

export const INSTRUMENT_NAMES_IN_SENTENCE: Translation<typeof en.INSTRUMENT_NAMES_IN_SENTENCE> = {
  Piano: 'ピアノ',
  Organ: 'オルガン',
  Harpsichord: 'チェンバロ',
  Violin: 'ヴァイオリン',
  Viola: 'ヴィオラ',
  Cello: 'チェロ',
  'Double bass': 'コントラバス',
  Flute: 'フルート',
  Oboe: 'オーボエ',
  Clarinet: 'クラリネット',
  Bassoon: 'ファゴット',
  Saxophone: 'サクソフォン',
  Horn: 'ホルン',
  Trumpet: 'トランペット',
  Trombone: 'トロンボーン',
  Tuba: 'チューバ',
  Timpani: 'ティンパニ',
  Percussion: '打楽器',
  Harp: 'ハープ',
  Guitar: 'ギター',
  Voice: '声楽',
  Choir: '合唱',
};

export const INSTRUMENT_FAMILIES: Translation<typeof en.INSTRUMENT_FAMILIES> = {
  Keyboard: '鍵盤楽器',
  Strings: '弦楽器',
  Woodwind: '木管楽器',
  Brass: '金管楽器',
  Percussion: '打楽器',
  'Plucked strings': '撥弦楽器',
  Voice: '声楽',
};

export const SEARCH_GROUP_NAMES: Translation<typeof en.SEARCH_GROUP_NAMES> = {
  Keyboard: '鍵盤楽器',
  'Solo instrumental': '器楽独奏',
  'Chamber music': '室内楽',
  'Songs and vocal': '歌曲・声楽',
  Choral: '合唱',
  Orchestral: '管弦楽',
  Concertos: '協奏曲',
};

export const INSTRUMENTATION_NAMES: Translation<typeof en.INSTRUMENTATION_NAMES> = {
  'Piano solo': 'ピアノ独奏',
  'Piano duet': 'ピアノ連弾',
  'Organ solo': 'オルガン独奏',
  'Harpsichord solo': 'チェンバロ独奏',
  'Violin solo': 'ヴァイオリン独奏',
  'Cello solo': 'チェロ独奏',
  'Flute solo': 'フルート独奏',
  'Oboe solo': 'オーボエ独奏',
  'Clarinet solo': 'クラリネット独奏',
  'Violin and piano': 'ヴァイオリンとピアノ',
  'Cello and piano': 'チェロとピアノ',
  'Flute and piano': 'フルートとピアノ',
  'Clarinet and piano': 'クラリネットとピアノ',
  'String quartet': '弦楽四重奏',
  'String octet': '弦楽八重奏',
  'Piano trio': 'ピアノ三重奏',
  'Piano quintet': 'ピアノ五重奏',
  'Clarinet quintet': 'クラリネット五重奏',
  'Mixed chamber ensemble': '混成室内アンサンブル',
  'Voice and piano': '声とピアノ',
  'SATB choir': '混声四部合唱',
  'Choir and orchestra': '合唱と管弦楽',
  'Symphony orchestra': '管弦楽',
  'String orchestra': '弦楽合奏',
  'Wind band': '吹奏楽',
  'Violin and orchestra': 'ヴァイオリンと管弦楽',
  'Piano and orchestra': 'ピアノと管弦楽',
  'Cello and orchestra': 'チェロと管弦楽',
  'Flute and orchestra': 'フルートと管弦楽',
  'Clarinet and orchestra': 'クラリネットと管弦楽',
  'Trumpet and orchestra': 'トランペットと管弦楽',
};

export const ARTIST_ROLES: Translation<typeof en.ARTIST_ROLES> = {
  composer: '作曲家',
  arranger: '編曲者',
  editor: '校訂者',
  lyricist: '作詞者',
  performer: '演奏家',
};

export const ARTIST_ROLES_IN_SENTENCE: Translation<typeof en.ARTIST_ROLES_IN_SENTENCE> = {
  composer: '作曲家',
  arranger: '編曲者',
  editor: '校訂者',
  lyricist: '作詞者',
  performer: '演奏家',
};

export const ARTIST_PERIODS: Translation<typeof en.ARTIST_PERIODS> = {
  Baroque: 'バロック',
  Classical: '古典派',
  Romantic: 'ロマン派',
  '20th century': '20世紀',
  Contemporary: '現代',
};

export const NATIONALITIES: Translation<typeof en.NATIONALITIES> = {
  American: 'アメリカ',
  Austrian: 'オーストリア',
  British: 'イギリス',
  Czech: 'チェコ',
  English: 'イングランド',
  Estonian: 'エストニア',
  French: 'フランス',
  German: 'ドイツ',
  'German-British': 'ドイツ・イギリス',
  Hungarian: 'ハンガリー',
  Italian: 'イタリア',
  Norwegian: 'ノルウェー',
  Polish: 'ポーランド',
  Russian: 'ロシア',
};

export const COUNTRIES: Translation<typeof en.COUNTRIES> = {
  Australia: 'オーストラリア',
  Austria: 'オーストリア',
  Canada: 'カナダ',
  France: 'フランス',
  Germany: 'ドイツ',
  Hungary: 'ハンガリー',
  Italy: 'イタリア',
  'United Kingdom': 'イギリス',
};

export const LANGUAGES: Translation<typeof en.LANGUAGES> = {
  English: '英語',
  French: 'フランス語',
  German: 'ドイツ語',
  Hungarian: 'ハンガリー語',
  Italian: 'イタリア語',
  separator: '、',
};

export const MUSICAL_KEYS: Translation<typeof en.MUSICAL_KEYS> = {
  'C major': 'ハ長調',
  'G major': 'ト長調',
  'D major': 'ニ長調',
  'A major': 'イ長調',
  'E major': 'ホ長調',
  'B major': 'ロ長調',
  'F-sharp major': '嬰ヘ長調',
  'C-sharp major': '嬰ハ長調',
  'F major': 'ヘ長調',
  'B-flat major': '変ロ長調',
  'E-flat major': '変ホ長調',
  'A-flat major': '変イ長調',
  'D-flat major': '変ニ長調',
  'G-flat major': '変ト長調',
  'C-flat major': '変ハ長調',
  'A minor': 'イ短調',
  'E minor': 'ホ短調',
  'B minor': 'ロ短調',
  'F-sharp minor': '嬰ヘ短調',
  'C-sharp minor': '嬰ハ短調',
  'G-sharp minor': '嬰ト短調',
  'D-sharp minor': '嬰ニ短調',
  'A-sharp minor': '嬰イ短調',
  'D minor': 'ニ短調',
  'G minor': 'ト短調',
  'C minor': 'ハ短調',
  'F minor': 'ヘ短調',
  'B-flat minor': '変ロ短調',
  'E-flat minor': '変ホ短調',
  'A-flat minor': '変イ短調',
};

export const DIFFICULTY_WORDS: Translation<typeof en.DIFFICULTY_WORDS> = ['入門', '初級', '中級', '上級', '最上級'];
