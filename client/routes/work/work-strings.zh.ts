import type * as en from './work-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const WORK_TEXT: Translation<typeof en.WORK_TEXT> = {
  metaTitle: (title: string, composers: string) => `${title} – ${composers}`,
  metaDescription: (title: string, composers: string, instrumentation: string, publisher: string) =>
    `《${title}》，${composers} 作曲（${instrumentation}），${publisher} 出版。可在任何设备上通过 nkoda 阅读。`,
  keywords: ['乐谱', '总谱'],
  coverAlt: (title: string, composers: string) => `${composers}《${title}》的封面`,
  nameList: (names: readonly string[]) => (names.length <= 1 ? names.join('') : `${names.slice(0, -1).join('、')} 和 ${names.at(-1)}`),
  difficultyLevel: (word: string, level: number, levels: number) => `${word}（${level}/${levels}）`,
  minutes: (minutes: number) => `${minutes}分钟`,
  eyebrow: '版本',
  composers: '作曲家',
  composersMany: '作曲家',
  editors: '编订者',
  editorsMany: '编订者',
  publisher: '出版商',
  instrumentation: '编制',
  instruments: '乐器',
  previewLink: '预览前几页',
  aboutTitle: '关于此版本',
  factsTitle: '基本信息',
  relatedTitle: '相关版本',
  catalogueNumber: '作品编号',
  publisherNumber: '出版商编号',
  year: '创作年份',
  key: '调性',
  duration: '时长',
  difficulty: '难度',
  language: '语言',
  pageCount: '页数',
  sharedTitle: '共享的批注',
  sharedBy: '共享者',
  sharedOn: '共享于',
  sharedGone: '通过此链接共享的批注已不可用。下方显示的是不含该批注的版本。',
};

export const PREVIEW_TEXT: Translation<typeof en.PREVIEW_TEXT> = {
  metaTitle: (title: string, composers: string) => `预览：${title} – ${composers}`,
  metaDescription: (title: string, composers: string, publisher: string, pages: number) =>
    `查看 ${composers}《${title}》（${publisher}）的前几页，然后在 nkoda 中阅读全部${pages}页。`,
  keywords: ['乐谱预览', '总谱'],
  eyebrow: '预览',
  pagesLabel: '前几页',
  readAll: (pages: number) => `在 nkoda 中阅读全部${pages}页`,
  pageAlt: (page: number, title: string) => `《${title}》第${page}页`,
  restricted: '出版商不允许在您所在的地区显示此版本，因此无法在此预览其页面。',
};

export const ANNOTATION_TEXT: Translation<typeof en.ANNOTATION_TEXT> = {
  metaTitle: (title: string, edition: string) => `${title} – ${edition} 的批注`,
  metaDescription: (author: string, edition: string, composers: string) =>
    `${author} 通过 nkoda 共享了 ${composers}《${edition}》的批注。`,
  keywords: ['批注', '共享批注', '乐谱'],
  eyebrow: '共享的批注',
  author: '批注者',
  sharedOn: '共享日期',
  pageCount: '页数',
  edition: '版本',
  noteTitle: '批注说明',
  editionTitle: '批注所在的版本',
  editionHint: '打开此版本，并在旁边显示这条批注。',
};

export const UPLOAD_TEXT: Translation<typeof en.UPLOAD_TEXT> = {
  metaTitle: (title: string, owner: string) => `${title} – ${owner} 共享`,
  metaDescription: (owner: string, title: string, pages: number) => `${owner} 通过 nkoda 与您共享了“${title}”（${pages}页）。`,
  keywords: ['共享的上传文件', '乐谱'],
  imageAlt: (title: string) => `“${title}”的第一页`,
  eyebrow: '共享的上传文件',
  owner: '共享者',
  pageCount: '页数',
  sharedOn: '共享日期',
  aboutTitle: '关于共享的上传文件',
  about:
    '上传文件是其所有者自己的文件，例如他们扫描或编写的总谱、分谱或练习曲，通过 nkoda 与您共享。这些文件不属于 nkoda 曲库。',
  account: '打开共享的上传文件需要 nkoda 账户。',
  signUp: '创建免费账户',
};
