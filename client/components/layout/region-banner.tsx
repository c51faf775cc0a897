import { useEffect } from 'react';
import { useAtom } from 'jotai';
import { designVersionAtom } from '../../state/atoms';
import { useBanner } from '../../lib/route-handle';
import { DESIGN_VERSION, REGION_BANNER_TEXT, THEMES } from '../../../shared/spec';

/**
 * The web app keeps its design version in this origin's localStorage (decision 032): the server
 * never sees it, so the browser reads it once hydrated, and again when another tab changes it.
 * Storage can throw (blocked cookies, some private modes): the light theme stays.
 */
function useStoredDesignVersion(): string | null {
  const [designVersion, setDesignVersion] = useAtom(designVersionAtom);
  useEffect(() => {
    const read = () => {
      try {
        setDesignVersion(localStorage.getItem(DESIGN_VERSION));
      } catch {}
    };
    read();
    addEventListener('storage', read);
    return () => removeEventListener('storage', read);
  }, [setDesignVersion]);
  return designVersion;
}

/**
 * Region-restriction banner, shown while the page (or bannerAtom) asks for the 'region' banner. The stored design-version
 * setting picks the theme: dark for THEMES.dark, light otherwise (white, old design or unset).
 */
export function RegionBanner() {
  const banner = useBanner();
  const designVersion = useStoredDesignVersion();
  if (banner !== 'region') return null;

  const theme = designVersion === THEMES.dark ? 'banner--dark' : 'banner--light';
  return (
    <div className={`banner ${theme}`} role="status">
      <p className="banner__text">{REGION_BANNER_TEXT}</p>
    </div>
  );
}
