import { Link } from '../../../shared/framework/page';
import { MAC_INSTALLER_PATH, RELEASE_VERSIONS } from '../../../shared/releases';
import { usePublicConfig } from '../../state/use-public-config';
import { MarketingHero, MarketingSection } from '../marketing/marketing-sections';
import { DOWNLOAD_MAC_TEXT as DOWNLOAD_MAC_TEXT_EN, DOWNLOAD_TEXT as DOWNLOAD_TEXT_EN } from '#messages/client/routes/download/download';
import { DOWNLOAD_MAC_IDS } from './download-platforms';
import type { MarketingPageCopy } from '../marketing/marketing-copy';
import { DOWNLOAD_PATHS } from '../../../shared/paths';
import { joinUrl } from '../../lib/join-url';
import { useMessages } from '../../lib/language-context';

/** /download/mac: the installer from build storage, what a Mac needs, and how to install. */
export function DownloadMacPage() {
  const DOWNLOAD_MAC_TEXT = useMessages(DOWNLOAD_MAC_TEXT_EN);
  const DOWNLOAD_TEXT = useMessages(DOWNLOAD_TEXT_EN);
  const config = usePublicConfig();
  const version = RELEASE_VERSIONS.Mac;
  const copy: MarketingPageCopy = {
    title: DOWNLOAD_MAC_TEXT.title,
    heading: DOWNLOAD_MAC_TEXT.heading,
    eyebrow: DOWNLOAD_MAC_TEXT.eyebrow,
    intro: DOWNLOAD_MAC_TEXT.intro({ version }),
    description: DOWNLOAD_MAC_TEXT.description({ version }),
    keywords: DOWNLOAD_MAC_TEXT.keywords,
    sections: [],
  };
  return (
    <>
      <MarketingHero copy={copy} parent={{ name: DOWNLOAD_TEXT.title, to: DOWNLOAD_PATHS.index }}>
        <a className="button button--primary" href={joinUrl(config.buildStorageRoot, MAC_INSTALLER_PATH)}>
          {DOWNLOAD_MAC_TEXT.button({ version })}
        </a>
        <Link className="button" to={DOWNLOAD_PATHS.index}>
          {DOWNLOAD_MAC_TEXT.backToAll}
        </Link>
      </MarketingHero>
      <p className="download-mac__note">{DOWNLOAD_MAC_TEXT.fileNote}</p>
      <MarketingSection id={DOWNLOAD_MAC_IDS.requirements} section={DOWNLOAD_MAC_TEXT.requirements} />
      <MarketingSection id={DOWNLOAD_MAC_IDS.install} section={DOWNLOAD_MAC_TEXT.install} />
    </>
  );
}
