import type * as en from './blog-strings';
import type { Translation } from '../../../shared/i18n/translation';

export const BLOG_TEXT: Translation<typeof en.BLOG_TEXT> = {
  blog: 'Blog',
  fallbackIntro: 'Actualités, idées pour travailler votre instrument et histoires autour des éditions de la bibliothèque nkoda.',
  categories: 'Catégories',
  categoriesLabel: 'Catégories du blog',
  otherCategories: 'Autres catégories',
  allArticles: 'Tous les articles',
  latestArticles: 'Derniers articles',
  articles: 'Articles',
  relatedArticles: 'Articles associés',
  noArticles: 'Il n’y a pas encore d’articles ici.',
  listSummary: (total: number, page: number, pages: number) =>
    `${total} ${total <= 1 ? 'article' : 'articles'}${pages > 1 ? ` · page ${page} sur ${pages}` : ''}`,
  articlesIn: (category: string) => `Articles de la catégorie ${category}`,
  by: (author: string) => `Par ${author}`,
  keywords: ['blog nkoda', 'partitions', 'travail instrumental', 'répertoire', 'éditions'],
};
