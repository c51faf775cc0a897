import { useAtomValue } from 'jotai';
import { designVersionAtom } from '../../state/atoms';
import { useBanner } from '../../lib/route-handle';
import { REGION_BANNER_TEXT, THEMES } from '../../../shared/spec';

/**
 * Region-restriction banner, shown while the page (or bannerAtom) asks for the 'region' banner. The stored design-version
 * setting picks the theme: dark for THEMES.dark, light otherwise (white, old design or unset).
 */
export function RegionBanner() {
  const banner = useBanner();
  const designVersion = useAtomValue(designVersionAtom);
  if (banner !== 'region') return null;

  const theme = designVersion === THEMES.dark ? 'banner--dark' : 'banner--light';
  return (
    <div className={`banner ${theme}`} role="status">
      <p className="banner__text">{REGION_BANNER_TEXT}</p>
    </div>
  );
}
