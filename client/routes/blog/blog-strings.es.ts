import type * as en from './blog-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const BLOG_TEXT: Translation<typeof en.BLOG_TEXT> = {
  blog: 'Blog',
  fallbackIntro: 'Novedades, ideas para el estudio e historias sobre las ediciones de la biblioteca de nkoda.',
  categories: 'Categorías',
  categoriesLabel: 'Categorías del blog',
  otherCategories: 'Otras categorías',
  allArticles: 'Todos los artículos',
  latestArticles: 'Últimos artículos',
  articles: 'Artículos',
  relatedArticles: 'Artículos relacionados',
  noArticles: 'Todavía no hay artículos aquí.',
  listSummary: (total: number, page: number, pages: number) =>
    `${total} ${total === 1 ? 'artículo' : 'artículos'}${pages > 1 ? ` · página ${page} de ${pages}` : ''}`,
  articlesIn: (category: string) => `Artículos de ${category}`,
  by: (author: string) => `Por ${author}`,
  keywords: ['blog de nkoda', 'partituras', 'estudio musical', 'repertorio', 'ediciones'],
};
