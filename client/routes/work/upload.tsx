import { useLoaderData } from 'react-router';
import { CONTENT_TYPES } from '../../../shared/spec';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { ItemHero, ItemSection } from '../../components/item-hero';
import { OpenInApp } from '../../components/open-in-app';
import { PageMeta } from '../../components/page-meta';
import { webAppAuthUrl } from '../../lib/header-rules';
import { imageUrl } from '../../lib/image-url';
import type { UploadData } from './upload-loader';
import { usePublicConfig } from '../../state/use-public-config';
import { UPLOAD_TEXT as UPLOAD_TEXT_EN } from '#messages/client/routes/work/upload';
import { SHELL_TEXT as SHELL_TEXT_EN } from '#messages/client/components/layout/layout';
import { useMessages } from '../../lib/language-context';

/** /upload?id= or /upload?userFileRef=&resourceOwnerRef=: a file a user shared from their library. */
export function UploadPage() {
  const UPLOAD_TEXT = useMessages(UPLOAD_TEXT_EN);
  const SHELL_TEXT = useMessages(SHELL_TEXT_EN);
  const { upload, sharedOn } = useLoaderData() as UploadData;
  const config = usePublicConfig();
  const thumbnail = imageUrl(config, upload.thumbnailPath);
  // Sign-up carries the upload so the web app opens it once the account exists (like the header).
  const signUp = webAppAuthUrl(config.webAppUrl, 'sign-up', { contentType: CONTENT_TYPES.upload, ref: upload.userFileRef });
  return (
    <>
      <PageMeta
        title={UPLOAD_TEXT.metaTitle({ title: upload.title, owner: upload.ownerName })}
        description={UPLOAD_TEXT.metaDescription({ owner: upload.ownerName, title: upload.title, pages: upload.pageCount })}
        keywords={[upload.title, upload.ownerName, ...UPLOAD_TEXT.keywords]}
        image={thumbnail}
      />
      <Breadcrumbs items={[{ name: upload.title }]} />

      <ItemHero eyebrow={UPLOAD_TEXT.eyebrow} title={upload.title} image={thumbnail} imageAlt={UPLOAD_TEXT.imageAlt({ title: upload.title })} shape="cover">
        <dl className="facts">
          <dt>{UPLOAD_TEXT.owner}</dt>
          <dd>{upload.ownerName}</dd>
          <dt>{UPLOAD_TEXT.pageCount}</dt>
          <dd>{upload.pageCount}</dd>
          <dt>{UPLOAD_TEXT.sharedOn}</dt>
          <dd>
            <time dateTime={upload.createdAt}>{sharedOn.text}</time>
          </dd>
        </dl>
        <p className="item-hero__actions">
          <OpenInApp kind="upload" reference={upload.userFileRef} />
        </p>
      </ItemHero>

      <ItemSection id="upload-about" title={UPLOAD_TEXT.aboutTitle}>
        <div className="prose">
          <p>{UPLOAD_TEXT.about}</p>
          <p>
            {UPLOAD_TEXT.account}{' '}
            <a href={signUp} target="_blank" rel="noopener noreferrer">
              {UPLOAD_TEXT.signUp}
              <span className="visually-hidden">{` ${SHELL_TEXT.newTabHint}`}</span>
            </a>
          </p>
        </div>
      </ItemSection>
    </>
  );
}
