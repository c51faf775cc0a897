import { useAtomValue } from 'jotai';
import { bannerAtom, designVersionAtom } from '../../state/atoms';
import { REGION_BANNER_TEXT, THEMES } from '../../../shared/spec';

/**
 * Region-restriction banner, shown while bannerAtom is 'region'. The stored design-version
 * setting picks the theme: dark for THEMES.dark, light otherwise (white, old design or unset).
 */
export function RegionBanner() {
  const banner = useAtomValue(bannerAtom);
  const designVersion = useAtomValue(designVersionAtom);
  if (banner !== 'region') return null;

  const theme = designVersion === THEMES.dark ? 'banner--dark' : 'banner--light';
  return (
    <div className={`banner ${theme}`} role="status">
      <p className="banner__text">{REGION_BANNER_TEXT}</p>
    </div>
  );
}
