import { useEffect, useState } from 'react';
import { deepLinkUrl, isDesktopFirefox, type LinkTargetKind } from '../lib/deep-link';
import { usePublicConfig } from '../state/use-public-config';

/** The "Open in the app" action of an item page, following the deep-link rules. */
export function OpenInApp({ kind, reference, label = 'Open in the app' }: { kind: LinkTargetKind; reference: string; label?: string }) {
  const { webAppUrl } = usePublicConfig();
  // The user agent is only known in the browser; the annotation link appears after hydration
  // everywhere except desktop Firefox, so server and first client render agree.
  const [customSchemeOk, setCustomSchemeOk] = useState(false);
  useEffect(() => setCustomSchemeOk(!isDesktopFirefox(navigator.userAgent)), []);
  if (kind === 'annotation') {
    if (!customSchemeOk) return null;
    return (
      <a className="button button--primary" href={deepLinkUrl(webAppUrl, kind, reference)}>
        {label}
      </a>
    );
  }
  return (
    <a className="button button--primary" href={deepLinkUrl(webAppUrl, kind, reference)} target="_blank" rel="noopener noreferrer">
      {label}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
