import { useLanguage, useMessages } from '../../lib/language-context';
import { Link } from '../../../shared/framework/page';
import { CmsImage } from '../../components/cms-image';
import { Pagination } from '../../components/pagination';
import { pageCount } from '../../lib/paging';
import type { ArticlePage, BlogArticleSummary, BlogCategory } from './blog-reads';
import { BLOG_TEXT as BLOG_TEXT_EN } from '#messages/client/routes/blog/blog';
import { PAGED_LIST_TEXT as PAGED_LIST_TEXT_EN } from '#messages/client/components/paged-list';
import { formatWhole } from '../../../shared/i18n/format-number';
import { BLOG_PAGE_SIZE } from './blog-constants';
import { blogPaths } from '../../../shared/paths';
import { contentLang } from '../../lib/content-lang';

/** The article's date as a machine-readable <time>, e.g. "7 October 2024" (written by the loader). */
export function ArticleDate({ article }: { article: Pick<BlogArticleSummary, 'date'> }) {
  return <time dateTime={article.date.day}>{article.date.text}</time>;
}

/**
 * An article card: cover, category, title (its link covers the card), date, author, excerpt.
 * The cover is decorative here: the title names the article.
 */
export function BlogArticleCard({ article }: { article: BlogArticleSummary }) {
  const language = useLanguage();
  return (
    <li className="card blog-card">
      {article.coverPath && article.coverWidth && article.coverHeight ? (
        <CmsImage className="card__image card__image--wide" path={article.coverPath} width={article.coverWidth} height={article.coverHeight} alt="" />
      ) : (
        <div className="card__image card__image--wide card__placeholder" aria-hidden="true" />
      )}
      <div className="card__body">
        <p className="blog-card__category" lang={contentLang(article.locale, language)}>
          {article.category.name}
        </p>
        <h3 className="card__title" lang={contentLang(article.locale, language)}>
          <Link className="card__link" to={blogPaths.article(article.slug)}>
            {article.title}
          </Link>
        </h3>
        <p className="card__text">
          <ArticleDate article={article} /> · {article.author.name}
        </p>
        <p className="card__text blog-card__excerpt" lang={contentLang(article.locale, language)}>
          {article.excerpt}
        </p>
      </div>
    </li>
  );
}

export function BlogArticleGrid({ articles, label }: { articles: BlogArticleSummary[]; label: string }) {
  return (
    <ul className="card-grid blog-grid" aria-label={label}>
      {articles.map((article) => (
        <BlogArticleCard key={article.slug} article={article} />
      ))}
    </ul>
  );
}

/**
 * One page of a paginated article list: how many and which page (announced politely when a page
 * link replaces the list in place), the cards and the page links.
 */
export function PagedArticles({ list, label }: { list: ArticlePage; label: string }) {
  const language = useLanguage();
  const BLOG_TEXT = useMessages(BLOG_TEXT_EN);
  const PAGED_LIST_TEXT = useMessages(PAGED_LIST_TEXT_EN);
  if (list.total === 0) return <p className="list-summary">{BLOG_TEXT.noArticles}</p>;
  const last = pageCount(list.total, BLOG_PAGE_SIZE);
  return (
    <>
      <p className="list-summary" aria-live="polite">
        {BLOG_TEXT.articleCount({ total: list.total })}
        {last > 1 ? PAGED_LIST_TEXT.pageOf({ page: formatWhole(list.page, language), last: formatWhole(last, language) }) : ''}
      </p>
      <BlogArticleGrid articles={list.articles} label={label} />
      <Pagination page={list.page} total={list.total} pageSize={BLOG_PAGE_SIZE} label={label} />
    </>
  );
}

/** Category links as a row of chips. */
export function CategoryLinks({ categories, label }: { categories: BlogCategory[]; label: string }) {
  const language = useLanguage();
  if (categories.length === 0) return null;
  return (
    <nav className="blog-categories" aria-label={label}>
      <ul className="blog-categories__list">
        {categories.map((category) => (
          <li key={category.slug}>
            <Link className="blog-categories__link" to={blogPaths.category(category.slug)} lang={contentLang(category.locale, language)}>
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
