import { useMessages } from '../../lib/language-context';
import { useLoaderData } from 'react-router';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { EditionCard } from '../../components/catalogue-cards';
import { ItemHero, ItemSection } from '../../components/item-hero';
import { OpenInApp } from '../../components/open-in-app';
import { PageMeta } from '../../components/page-meta';
import { imageUrl } from '../../lib/image-url';
import type { AnnotationData } from './annotation-loader';
import { usePublicConfig } from '../../state/use-public-config';
import { ANNOTATION_TEXT as ANNOTATION_TEXT_EN } from '#messages/client/routes/work/annotation';
import { WORK_TEXT as WORK_TEXT_EN } from '#messages/client/routes/work/work';
import { withQuery, workPath } from '../../../shared/paths';

/** /annotation?id=: an annotation someone shared, and the edition it is written on. */
export function AnnotationPage() {
  const ANNOTATION_TEXT = useMessages(ANNOTATION_TEXT_EN);
  const WORK_TEXT = useMessages(WORK_TEXT_EN);
  const { share, sharedOn, composers } = useLoaderData() as AnnotationData;
  const { edition } = share;
  const config = usePublicConfig();
  const cover = imageUrl(config, edition.coverPath);
  // The work page shows the same annotation beside the edition when it carries the shareRef.
  const sharedWork = withQuery(workPath(edition.slug), { shareRef: share.shareRef });
  return (
    <>
      <PageMeta
        title={ANNOTATION_TEXT.metaTitle({ title: share.title, edition: edition.title })}
        description={ANNOTATION_TEXT.metaDescription({ author: share.authorName, edition: edition.title, composers })}
        keywords={[share.title, edition.title, ...edition.composers.map((c) => c.name), ...ANNOTATION_TEXT.keywords]}
        image={cover}
      />
      <Breadcrumbs items={[{ name: edition.title, to: sharedWork }, { name: share.title }]} />

      <ItemHero
        eyebrow={ANNOTATION_TEXT.eyebrow}
        title={share.title}
        image={cover}
        imageAlt={WORK_TEXT.coverAlt({ title: edition.title, composers })}
        shape="cover"
      >
        <dl className="facts">
          <dt>{ANNOTATION_TEXT.author}</dt>
          <dd>{share.authorName}</dd>
          <dt>{ANNOTATION_TEXT.sharedOn}</dt>
          <dd>
            <time dateTime={share.createdAt}>{sharedOn.text}</time>
          </dd>
          <dt>{ANNOTATION_TEXT.edition}</dt>
          <dd>
            {edition.title}, {composers}
          </dd>
          <dt>{ANNOTATION_TEXT.pageCount}</dt>
          <dd>{share.pageCount}</dd>
        </dl>
        <p className="item-hero__actions">
          <OpenInApp kind="annotation" reference={share.shareRef} />
        </p>
      </ItemHero>

      <ItemSection id="annotation-note" title={ANNOTATION_TEXT.noteTitle}>
        <blockquote className="work-annotation__note prose">
          <p>{share.note}</p>
        </blockquote>
      </ItemSection>

      <ItemSection id="annotation-edition" title={ANNOTATION_TEXT.editionTitle}>
        <p className="list-summary">{ANNOTATION_TEXT.editionHint}</p>
        <ul className="card-grid card-grid--editions">
          <EditionCard edition={edition} to={sharedWork} />
        </ul>
      </ItemSection>
    </>
  );
}
