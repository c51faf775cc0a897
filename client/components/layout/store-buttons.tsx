import { usePublicConfig } from '../../state/use-public-config';
import { ExternalLink } from './external-link';
import { StoreIcon } from './icons';
import type { StorePlatform } from './icons';
import { FOOTER_TEXT as FOOTER_TEXT_EN, STORE_TEXT as STORE_TEXT_EN } from '#messages/client/components/layout/footer';
import { useMessages } from '../../lib/language-context';

/**
 * App-store buttons for iOS, Android and Windows. The two visible lines ("Download on the" /
 * "App Store") form the accessible name, so sighted and screen-reader users get the same label.
 */
export function StoreButtons() {
  const FOOTER_TEXT = useMessages(FOOTER_TEXT_EN);
  const STORE_TEXT = useMessages(STORE_TEXT_EN);
  const config = usePublicConfig();
  const stores: readonly { platform: StorePlatform; href: string }[] = [
    { platform: 'ios', href: config.appleStoreUrl },
    { platform: 'android', href: config.googleStoreUrl },
    { platform: 'windows', href: config.windowsStoreUrl },
  ];

  return (
    <ul className="store-buttons" aria-label={FOOTER_TEXT.storesLabel}>
      {stores.map(({ platform, href }) => (
        <li key={platform}>
          <ExternalLink className="store-button" href={href}>
            <StoreIcon platform={platform} className="store-button__icon" />
            <span className="store-button__text">
              <span className="store-button__small">{STORE_TEXT[platform].small}</span>{' '}
              <span className="store-button__large">{STORE_TEXT[platform].large}</span>
            </span>
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
