import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { ANALYTICS_EVENTS } from '../../shared/analytics-events';
import { trackEvent } from '../lib/analytics';
import { registerDeepLink } from '../lib/register-deep-link';
import { isPlainClick } from '../../shared/framework/page';
import { deepLinkUrl, isDesktopFirefox, type LinkTargetKind } from '../lib/deep-link';
import { usePublicConfig } from '../state/use-public-config';
import { OPEN_IN_APP_TEXT as OPEN_IN_APP_TEXT_EN } from '#messages/client/components/open-in-app';
import { useMessages } from '../lib/language-context';

/**
 * The "Open in the app" action of an item page, following the deep-link rules. The link is
 * registered with the deep-link provider before the visitor leaves (capped, see
 * registerDeepLink), so the app can open the item once installed. It opens in the same tab:
 * a new tab opened after the registration's wait would be taken for a pop-up and blocked.
 */
export function OpenInApp({ kind, reference, label }: { kind: LinkTargetKind; reference: string; label?: string }) {
  const OPEN_IN_APP_TEXT = useMessages(OPEN_IN_APP_TEXT_EN);
  const config = usePublicConfig();
  const { webAppUrl } = config;
  // The user agent is only known in the browser; the annotation link appears after hydration
  // everywhere except desktop Firefox, so server and first client render agree.
  const [customSchemeOk, setCustomSchemeOk] = useState(false);
  useEffect(() => setCustomSchemeOk(!isDesktopFirefox(navigator.userAgent)), []);
  const leaving = useRef(false);
  const href = deepLinkUrl(webAppUrl, kind, reference);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    void trackEvent(config, ANALYTICS_EVENTS.deepLinkOpened, { kind });
    if (!isPlainClick(event)) {
      void registerDeepLink(href);
      return;
    }
    event.preventDefault();
    // A second click while the first registers would register twice.
    if (leaving.current) return;
    leaving.current = true;
    void registerDeepLink(href).then(() => {
      leaving.current = false;
      window.location.assign(href);
    });
  };

  if (kind === 'annotation' && !customSchemeOk) return null;
  return (
    <a className="button button--primary" href={href} onClick={onClick}>
      {label ?? OPEN_IN_APP_TEXT.label}
    </a>
  );
}
