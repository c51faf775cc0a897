import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { Provider, createStore } from 'jotai';
import { RegionBanner } from '../../client/components/layout/region-banner';
import { bannerAtom, designVersionAtom } from '../../client/state/atoms';
import { REGION_BANNER_TEXT, THEMES } from '../../shared/spec';

function render(banner: 'region' | null, designVersion: string | null): string {
  const store = createStore();
  store.set(bannerAtom, banner);
  store.set(designVersionAtom, designVersion);
  return renderToStaticMarkup(
    <Provider store={store}>
      <RegionBanner />
    </Provider>,
  );
}

describe('region banner', () => {
  it('is absent while no banner is set', () => {
    expect(render(null, THEMES.dark)).toBe('');
  });

  it('shows the exact spec text', () => {
    expect(render('region', null)).toContain(`>${REGION_BANNER_TEXT}<`);
  });

  it('takes its theme from the stored design version', () => {
    expect(render('region', THEMES.dark)).toContain('banner--dark');
    expect(render('region', THEMES.white)).toContain('banner--light');
    expect(render('region', THEMES.old)).toContain('banner--light');
    expect(render('region', null)).toContain('banner--light');
  });
});
