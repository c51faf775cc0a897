import { useBanner } from '../../lib/route-handle';
import { REGION_BANNER_TEXT as REGION_BANNER_TEXT_EN } from '#messages/shared/spec';
import { useMessages } from '../../lib/language-context';

/**
 * Region-restriction banner, shown while the page (or bannerAtom) asks for the 'region' banner.
 * Its theme is CSS's: light, or dark once the page's boot script has found the web app's dark
 * design version (client/boot-extras.ts) and marked the document `data-design="dark"`.
 */
export function RegionBanner() {
  const REGION_BANNER_TEXT = useMessages(REGION_BANNER_TEXT_EN);
  const banner = useBanner();
  if (banner !== 'region') return null;
  return (
    <div className="banner" role="status">
      <p className="banner__text">{REGION_BANNER_TEXT.message}</p>
    </div>
  );
}
