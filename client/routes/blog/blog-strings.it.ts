import type * as en from './blog-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const BLOG_TEXT: Translation<typeof en.BLOG_TEXT> = {
  blog: 'Blog',
  fallbackIntro: 'Novità, idee per lo studio e storie sulle edizioni della biblioteca nkoda.',
  categories: 'Categorie',
  categoriesLabel: 'Categorie del blog',
  otherCategories: 'Altre categorie',
  allArticles: 'Tutti gli articoli',
  latestArticles: 'Ultimi articoli',
  articles: 'Articoli',
  relatedArticles: 'Articoli correlati',
  noArticles: 'Non ci sono ancora articoli qui.',
  listSummary: (total: number, page: number, pages: number) =>
    `${total} ${total === 1 ? 'articolo' : 'articoli'}${pages > 1 ? ` · pagina ${page} di ${pages}` : ''}`,
  articlesIn: (category: string) => `Articoli in ${category}`,
  by: (author: string) => `Di ${author}`,
  keywords: ['blog nkoda', 'spartiti', 'studio dello strumento', 'repertorio', 'edizioni'],
};
