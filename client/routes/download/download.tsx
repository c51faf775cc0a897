import { useLoaderData } from 'react-router';
import type { Platform } from '../../../shared/device';
import { releaseVersion } from '../../../shared/releases';
import { ExternalLink } from '../../components/layout/external-link';
import type { DownloadPageData } from './download-loader';
import { usePublicConfig } from '../../state/use-public-config';
import { MarketingHero } from '../marketing/marketing-sections';
import { DownloadButton, downloadHref } from './download-button';
import { DOWNLOAD_TEXT as DOWNLOAD_TEXT_EN } from '#messages/client/routes/download/download';
import { DOWNLOAD_PLATFORMS } from './download-platforms';
import { useMessages } from '../../lib/language-context';

/** /download: one card per platform with its release, the visitor's own platform highlighted. */
export function DownloadPage() {
  const DOWNLOAD_TEXT = useMessages(DOWNLOAD_TEXT_EN);
  const { platform: detected } = useLoaderData() as DownloadPageData;
  const config = usePublicConfig();
  // Made per render: the hero's words are the page's language's.
  const hero = {
    title: DOWNLOAD_TEXT.title,
    heading: DOWNLOAD_TEXT.heading,
    eyebrow: DOWNLOAD_TEXT.eyebrow,
    intro: DOWNLOAD_TEXT.intro,
    description: DOWNLOAD_TEXT.description,
    keywords: DOWNLOAD_TEXT.keywords,
    sections: [],
  };
  return (
    <>
      <MarketingHero copy={hero} />
      <section className="download-options" aria-label={DOWNLOAD_TEXT.platformsLabel}>
        <ul className="download-options__list">
          {DOWNLOAD_PLATFORMS.map((platform) => (
            <PlatformCard key={platform} platform={platform} detected={platform === detected} href={downloadHref(platform, config)} />
          ))}
        </ul>
      </section>
      <section className="marketing-section" aria-labelledby="download-web">
        <h2 id="download-web" className="marketing-section__title">
          {DOWNLOAD_TEXT.webTitle}
        </h2>
        <p className="marketing-section__text">{DOWNLOAD_TEXT.webText}</p>
        <p className="marketing-section__more">
          <ExternalLink href={config.webAppUrl} rel="noopener">
            {DOWNLOAD_TEXT.webLink}
          </ExternalLink>
        </p>
      </section>
    </>
  );
}

function PlatformCard({ platform, detected, href }: { platform: Platform; detected: boolean; href: string }) {
  const DOWNLOAD_TEXT = useMessages(DOWNLOAD_TEXT_EN);
  const version = releaseVersion(platform);
  const headingId = `download-${platform.toLowerCase()}`;
  return (
    <li className={detected ? 'download-option download-option--detected' : 'download-option'}>
      <h2 id={headingId} className="download-option__name">
        {DOWNLOAD_TEXT.platformName[platform]}
      </h2>
      {detected ? <p className="badge">{DOWNLOAD_TEXT.yourDevice}</p> : null}
      <p className="download-option__store">{DOWNLOAD_TEXT.store[platform]}</p>
      {version ? <p className="download-option__version">{DOWNLOAD_TEXT.version({ version })}</p> : null}
      <DownloadButton platform={platform} href={href} />
    </li>
  );
}
