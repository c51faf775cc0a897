import type * as en from './blog-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const BLOG_TEXT: Translation<typeof en.BLOG_TEXT> = {
  blog: 'Blog',
  fallbackIntro: 'Neuigkeiten, Übetipps und Geschichten rund um die Ausgaben der nkoda Bibliothek.',
  categories: 'Kategorien',
  categoriesLabel: 'Blog-Kategorien',
  otherCategories: 'Weitere Kategorien',
  allArticles: 'Alle Artikel',
  latestArticles: 'Neueste Artikel',
  articles: 'Artikel',
  relatedArticles: 'Ähnliche Artikel',
  noArticles: 'Hier gibt es noch keine Artikel.',
  listSummary: (total: number, page: number, pages: number) =>
    `${total} Artikel${pages > 1 ? ` · Seite ${page} von ${pages}` : ''}`,
  articlesIn: (category: string) => `Artikel in ${category}`,
  by: (author: string) => `Von ${author}`,
  keywords: ['nkoda Blog', 'Noten', 'Üben', 'Repertoire', 'Ausgaben'],
};
