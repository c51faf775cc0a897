import { useAtom } from 'jotai';
import { Link } from '../link';
import { cookieConsentAtom } from '../../state/atoms';
import { consentCookie } from '../../lib/consent-cookie';
import { COOKIE_TEXT, SHELL_TEXT } from './strings';
import { LAYOUT_PATHS } from '../../../shared/paths';

/** Stores consent for the worker to read on the next request (see consentCookie). */
function storeConsentCookie(): void {
  document.cookie = consentCookie(window.location.protocol === 'https:');
}

/**
 * Cookie consent bar: shown until the visitor accepts (cookieConsentAtom true). The root renders
 * it last in the page, after the footer, and CSS keeps it stuck to the foot of the viewport
 * (client/styles/shell.css): where the page ends it rests in its own room below the footer, so
 * it covers nothing a visitor cannot scroll clear of, before the page's code runs or without it.
 */
export function CookieBar() {
  const [accepted, setAccepted] = useAtom(cookieConsentAtom);
  if (accepted) return null;

  const accept = () => {
    storeConsentCookie();
    setAccepted(true);
  };

  return (
    <div className="cookie-bar" role="region" aria-label={COOKIE_TEXT.regionLabel}>
      <div className="cookie-bar__inner">
        <p className="cookie-bar__text">
          {COOKIE_TEXT.message}
          {SHELL_TEXT.wordSpace}
          <Link className="cookie-bar__link" to={LAYOUT_PATHS.cookiePolicy}>
            {COOKIE_TEXT.policyLink}
          </Link>
          {SHELL_TEXT.sentenceEnd}
        </p>
        <button type="button" className="button button--primary cookie-bar__accept" onClick={accept}>
          {COOKIE_TEXT.accept}
        </button>
      </div>
    </div>
  );
}
