import { useLanguage, useMessages } from '../../lib/language-context';
import { useLoaderData } from 'react-router';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { ItemSection } from '../../components/item-hero';
import { PageMeta } from '../../components/page-meta';
import type { BlogCategoryData } from './blog-loader';
import { CategoryLinks, PagedArticles } from './blog-cards';
import { BLOG_TEXT as BLOG_TEXT_EN } from '#messages/client/routes/blog/blog';
import { blogPaths } from '../../../shared/paths';
import { contentLang } from '../../lib/content-lang';

/** /blog/category/:category: the category's description, its articles newest first, the other categories. */
export function BlogCategoryPage() {
  const BLOG_TEXT = useMessages(BLOG_TEXT_EN);
  const language = useLanguage();
  const { category, others, ...list } = useLoaderData() as BlogCategoryData;
  return (
    <>
      <PageMeta title={category.name} description={category.description} keywords={[category.name, ...BLOG_TEXT.keywords]} />
      <Breadcrumbs
        items={[
          { name: BLOG_TEXT.blog, to: blogPaths.index },
          { name: category.name, lang: contentLang(category.locale, language) },
        ]}
      />
      <h1 className="page__title" lang={contentLang(category.locale, language)}>
        {category.name}
      </h1>
      <p className="page__intro" lang={contentLang(category.locale, language)}>
        {category.description}
      </p>
      <ItemSection id="blog-category-articles" title={BLOG_TEXT.articles}>
        <PagedArticles list={list} label={BLOG_TEXT.articlesIn({ category: category.name })} />
      </ItemSection>
      {others.length > 0 ? (
        <ItemSection id="blog-other-categories" title={BLOG_TEXT.otherCategories}>
          <CategoryLinks categories={others} label={BLOG_TEXT.otherCategories} />
        </ItemSection>
      ) : null}
    </>
  );
}
