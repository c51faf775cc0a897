import type { MouseEvent } from 'react';
import { useAtom } from 'jotai';
import { Link } from '../../../shared/framework/page';
import { cookieConsentAtom } from '../../state/atoms';
import { consentCookie } from '../../lib/consent-cookie';
import { COOKIE_TEXT as COOKIE_TEXT_EN } from '#messages/client/components/layout/layout';
import { LAYOUT_PATHS } from '../../../shared/paths';
import { CONSENT_PATH } from '../../../shared/spec';
import { NativeFields } from '../form-kit/native-fields';
import { useMessages } from '../../lib/language-context';

/** Stores consent for the worker to read on the next request (see consentCookie). */
function storeConsentCookie(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the site supports.
  document.cookie = consentCookie(window.location.protocol === 'https:');
}

/**
 * Cookie consent bar: shown until the visitor accepts (cookieConsentAtom true). The root renders
 * it last in the page, after the footer, and CSS keeps it stuck to the foot of the viewport
 * (client/styles/shell.css): where the page ends it rests in its own room below the footer, so
 * it covers nothing a visitor cannot scroll clear of, before the page's code runs or without it.
 *
 * Accept is a plain form (worker/api/consent.ts sets the cookie and answers 303 back to this
 * page, which then comes without the bar), so it works before the code starts (after `load`) or
 * if it never does. Once hydrated, the click is taken here: the cookie is written, the bar goes
 * and nothing is loaded.
 */
export function CookieBar() {
  const COOKIE_TEXT = useMessages(COOKIE_TEXT_EN);
  const [accepted, setAccepted] = useAtom(cookieConsentAtom);
  if (accepted) return null;

  const accept = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    storeConsentCookie();
    setAccepted(true);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a <section> with a name is a region too, but the bar is no section of the page's content.
    <div className="cookie-bar" role="region" aria-label={COOKIE_TEXT.regionLabel}>
      <div className="cookie-bar__inner">
        <p className="cookie-bar__text">
          {COOKIE_TEXT.notice({
            // A tag's part sits in a list beside the sentence's text, so it carries a key.
            policy: (text) => (
              <Link key="policy" className="cookie-bar__link" to={LAYOUT_PATHS.cookiePolicy}>
                {text}
              </Link>
            ),
          })}
        </p>
        <form className="cookie-bar__form" method="post" action={CONSENT_PATH}>
          {/* The page as the browser's address has it (language prefix and query): answered on it. */}
          <NativeFields />
          <button type="submit" className="button button--primary cookie-bar__accept" onClick={accept}>
            {COOKIE_TEXT.accept}
          </button>
        </form>
      </div>
    </div>
  );
}
