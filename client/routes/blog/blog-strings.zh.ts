import type * as en from './blog-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const BLOG_TEXT: Translation<typeof en.BLOG_TEXT> = {
  blog: '博客',
  fallbackIntro: '资讯、练习心得，以及 nkoda 乐谱库中各个版本背后的故事。',
  categories: '分类',
  categoriesLabel: '博客分类',
  otherCategories: '其他分类',
  allArticles: '全部文章',
  latestArticles: '最新文章',
  articles: '文章',
  relatedArticles: '相关文章',
  noArticles: '这里还没有文章。',
  listSummary: (total: number, page: number, pages: number) => `${total}篇文章${pages > 1 ? ` · 第${page}页，共${pages}页` : ''}`,
  articlesIn: (category: string) => `“${category}”分类下的文章`,
  by: (author: string) => `作者：${author}`,
  keywords: ['nkoda 博客', '乐谱', '练习', '曲目', '乐谱版本'],
};
