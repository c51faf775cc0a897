import type * as en from './blog-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const BLOG_TEXT: Translation<typeof en.BLOG_TEXT> = {
  blog: 'ブログ',
  fallbackIntro: 'nkodaライブラリの楽譜にまつわるニュース、練習のヒント、ストーリーをお届けします。',
  categories: 'カテゴリー',
  categoriesLabel: 'ブログのカテゴリー',
  otherCategories: 'その他のカテゴリー',
  allArticles: 'すべての記事',
  latestArticles: '最新の記事',
  articles: '記事',
  relatedArticles: '関連記事',
  noArticles: 'まだ記事はありません。',
  listSummary: (total: number, page: number, pages: number) =>
    `${total}件の記事${pages > 1 ? ` · ${page}/${pages}ページ` : ''}`,
  articlesIn: (category: string) => `${category}の記事`,
  by: (author: string) => `執筆：${author}`,
  keywords: ['nkoda ブログ', '楽譜', '練習', 'レパートリー', 'エディション'],
};
