import { Link } from '../../components/link';
import { MAC_INSTALLER_PATH } from '../../../shared/releases';
import { usePublicConfig } from '../../state/use-public-config';
import { MarketingHero, MarketingSection } from '../marketing/marketing-parts';
import { DOWNLOAD_MAC_COPY, DOWNLOAD_MAC_TEXT } from './download-strings';
import { DOWNLOAD_PATHS } from '../../../shared/paths';
import { joinUrl } from '../../lib/join-url';

/** /download/mac: the installer from build storage, what a Mac needs, and how to install. */
export function DownloadMacPage() {
  const config = usePublicConfig();
  return (
    <>
      <MarketingHero copy={DOWNLOAD_MAC_COPY} parent={{ name: DOWNLOAD_MAC_TEXT.downloadsCrumb, to: DOWNLOAD_PATHS.index }}>
        <a className="button button--primary" href={joinUrl(config.buildStorageRoot, MAC_INSTALLER_PATH)}>
          {DOWNLOAD_MAC_TEXT.button}
        </a>
        <Link className="button" to={DOWNLOAD_PATHS.index}>
          {DOWNLOAD_MAC_TEXT.backToAll}
        </Link>
      </MarketingHero>
      <p className="download-mac__note">{DOWNLOAD_MAC_TEXT.fileNote}</p>
      <MarketingSection section={DOWNLOAD_MAC_TEXT.requirements} />
      <MarketingSection section={DOWNLOAD_MAC_TEXT.install} />
    </>
  );
}

