import { useLanguage, useMessages } from '../../lib/language-context';
import { useLoaderData } from 'react-router';
import { Link } from '../../../shared/framework/page';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { CmsImage } from '../../components/cms-image';
import { ItemSection } from '../../components/item-hero';
import { JsonLd } from '../../components/json-ld';
import { PageMeta } from '../../components/page-meta';
import { Await } from '../../../shared/framework/page';
import { RichText } from '../../components/rich-text';
import { imageUrl } from '../../lib/image-url';
import { articleDate } from './article-date';
import type { BlogArticleData } from './blog-article-loader';
import { usePublicConfig } from '../../state/use-public-config';
import { ArticleDate, BlogArticleGrid } from './blog-cards';
import { BLOG_TEXT as BLOG_TEXT_EN } from '#messages/client/routes/blog/blog';
import { blogPaths } from '../../../shared/paths';
import { contentLang } from '../../lib/content-lang';

/**
 * /blog/:slug: one article. This path has the light page and black header text
 * (docs/requirements.md §2.1.1), so everything here uses the semantic colour tokens, which the
 * light surface swaps.
 */
export function BlogArticlePage() {
  const BLOG_TEXT = useMessages(BLOG_TEXT_EN);
  const language = useLanguage();
  const { article, related } = useLoaderData() as BlogArticleData;
  const config = usePublicConfig();
  const cover = imageUrl(config, article.coverPath);
  const url = config.publicOrigin + blogPaths.article(article.slug);
  const categoryPath = blogPaths.category(article.category.slug);
  const published = articleDate(article);
  // Strapi can record an edit made before publication; a modification never precedes publication.
  const modified = Date.parse(article.updatedAt) > Date.parse(published) ? article.updatedAt : published;
  return (
    <>
      <PageMeta
        title={article.title}
        description={article.excerpt}
        keywords={[article.category.name, article.author.name, ...BLOG_TEXT.keywords]}
        image={cover}
        type="article"
      />
      <Breadcrumbs
        items={[
          { name: BLOG_TEXT.blog, to: blogPaths.index },
          { name: article.category.name, to: categoryPath, lang: contentLang(article.locale, language) },
          { name: article.title, lang: contentLang(article.locale, language) },
        ]}
      />
      <JsonLd
        data={{
          '@type': 'BlogPosting',
          headline: article.title,
          description: article.excerpt,
          author: { '@type': 'Person', name: article.author.name },
          datePublished: published,
          dateModified: modified,
          image: cover ?? undefined,
          articleSection: article.category.name,
          url,
          mainEntityOfPage: url,
        }}
      />
      <article className="blog-article">
        <header className="blog-article__header">
          <p className="blog-article__category" lang={contentLang(article.locale, language)}>
            <Link to={categoryPath}>{article.category.name}</Link>
          </p>
          <h1 className="page__title blog-article__title" lang={contentLang(article.locale, language)}>
            {article.title}
          </h1>
          <p className="blog-article__byline">
            <span>{BLOG_TEXT.by({ author: article.author.name })}</span> · <ArticleDate article={article} />
          </p>
        </header>
        {article.coverPath && article.coverWidth && article.coverHeight ? (
          <CmsImage className="blog-article__cover" path={article.coverPath} width={article.coverWidth} height={article.coverHeight} alt="" eager />
        ) : null}
        <RichText className="blog-article__body" html={article.body} lang={contentLang(article.locale, language)} />
      </article>
      <Await value={related}>
        {(articles) =>
          articles.length > 0 ? (
            <ItemSection id="blog-related" title={BLOG_TEXT.relatedArticles}>
              <BlogArticleGrid articles={articles} label={BLOG_TEXT.relatedArticles} />
            </ItemSection>
          ) : null
        }
      </Await>
    </>
  );
}
