import { useLanguage, useMessages } from '../../lib/language-context';
import { useLoaderData } from 'react-router';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { ItemSection } from '../../components/item-hero';
import { PageMeta } from '../../components/page-meta';
import type { BlogIndexData } from './blog-loader';
import { CategoryLinks, PagedArticles } from './blog-cards';
import { BLOG_TEXT as BLOG_TEXT_EN } from '#messages/client/routes/blog/blog';
import { contentLang } from '../../lib/content-lang';

/** /blog: the blog's intro from the CMS, its categories, and every article newest first, paged. */
export function BlogPage() {
  const BLOG_TEXT = useMessages(BLOG_TEXT_EN);
  const language = useLanguage();
  const data = useLoaderData() as BlogIndexData;
  return (
    <>
      <PageMeta title={data.title} description={data.intro} keywords={[...BLOG_TEXT.keywords]} />
      <Breadcrumbs items={[{ name: BLOG_TEXT.blog }]} />
      <h1 className="page__title" lang={contentLang(data.locale, language)}>
        {data.title}
      </h1>
      <p className="page__intro" lang={contentLang(data.locale, language)}>
        {data.intro}
      </p>
      {data.categories.length > 0 ? (
        <ItemSection id="blog-categories" title={BLOG_TEXT.categories}>
          <CategoryLinks categories={data.categories} label={BLOG_TEXT.categoriesLabel} />
        </ItemSection>
      ) : null}
      <ItemSection id="blog-articles" title={BLOG_TEXT.latestArticles}>
        <PagedArticles list={data} label={BLOG_TEXT.latestArticles} />
      </ItemSection>
    </>
  );
}
