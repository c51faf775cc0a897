import { useEffect, useRef, useState } from 'react';
import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { Link, NavLink } from '../../../shared/framework/page';
import { useAtom, useSetAtom } from 'jotai';
import { mobileMenuOpenAtom, openDropdownAtom } from '../../state/atoms';
import { useContentHolder } from '../../lib/route-handle';
import { usePublicConfig } from '../../state/use-public-config';
import { HEADER_SOLID_SCROLL_PX } from '../../../shared/spec';
import { isBlackTextPath, isWhiteHeaderPath, webAppAuthUrl } from '../../lib/header-rules';
import { ExternalLink } from './external-link';
import { Logo } from './logo';
import { NavDropdown } from './nav-dropdown';
import { hydrateOnUse } from '../../../shared/framework/page';
import { loadSuggestionSource } from '../search/load-suggestion-source';
import type { NavDropdownItem } from './nav-dropdown';
import { HEADER_TEXT as HEADER_TEXT_EN } from '#messages/client/components/layout/layout';
import { useMessages } from '../../lib/language-context';
import { useScrolledPast } from './use-scrolled-past';
import { LAYOUT_PATHS } from '../../../shared/paths';

// The menus' items, labelled in the page's language.
const partnershipItems = (HEADER_TEXT: typeof HEADER_TEXT_EN): readonly NavDropdownItem[] => [
  { label: HEADER_TEXT.madeNotBorn, to: LAYOUT_PATHS.madeNotBorn },
  { label: HEADER_TEXT.developmentPartnership, to: LAYOUT_PATHS.developmentPartnership },
];

const learningItems = (HEADER_TEXT: typeof HEADER_TEXT_EN): readonly NavDropdownItem[] => [
  { label: HEADER_TEXT.learningSpaces, to: LAYOUT_PATHS.learningSpaces },
];

// The host takes no box of its own (styles: .search-box-host), so the form stays the bar's item.
// Its lookups' code (the first thing a woken box needs) is asked for in the same round as the box.
const SearchIsland = hydrateOnUse(
  () => {
    void loadSuggestionSource().catch(() => undefined);
    return import('../search/search-box').then((module) => module.SearchBox);
  },
  { hostClass: 'search-box-host', layout: true },
);
// The phone menu's language switcher (the footer has the same): plain links, so its code waits
// for a use, or a mouse's first move, like the search box's.
const LanguageIsland = hydrateOnUse(() => import('./language-switcher').then((module) => module.LanguageSwitcher), {
  hostClass: 'header__languages',
  layout: true,
});

/** The menu's id: a fixed one, as the link that opens it without code names it in its address. */
const MENU_ID = 'site-menu';

/**
 * Site header: logo, main navigation (with the Partnership dropdown and the hidden Learning
 * dropdown), the search box, the web-app Login / Get Started links, and the mobile menu toggle.
 * On mobile the search box is in the menu panel, between the navigation and the actions.
 *
 * Classes on <header>: `header--solid` after the page is scrolled past HEADER_SOLID_SCROLL_PX
 * (set after mount, so server and first client render agree), `header--white` and
 * `header--dark-text` from the path rules, `header--menu-open` while the mobile menu is open.
 */
export function Header() {
  const HEADER_TEXT = useMessages(HEADER_TEXT_EN);
  const config = usePublicConfig();
  const holder = useContentHolder();
  const [mobileOpen, setMobileOpen] = useAtom(mobileMenuOpenAtom);
  const setOpenDropdown = useSetAtom(openDropdownAtom);
  const { pathname, search } = useLocation();
  const solid = useScrolledPast(HEADER_SOLID_SCROLL_PX);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Any navigation closes the open dropdown and the mobile menu.
  useEffect(() => {
    setOpenDropdown(null);
    setMobileOpen(false);
  }, [pathname, search, setOpenDropdown, setMobileOpen]);

  // A menu opened before the code ran (its link made it the address's target) stays open. Until
  // the header has taken it over (`data-menu`), the stylesheet shows it as the target; both change
  // in one render, so no frame hides it between the two, which would take the focus from a field
  // in it (the search box a visitor is typing in on a phone).
  const [menuInHand, setMenuInHand] = useState(false);
  useEffect(() => {
    if (window.location.hash === `#${MENU_ID}`) setMobileOpen(true);
    setMenuInHand(true);
  }, [setMobileOpen]);

  // Escape closes the mobile menu, unless an open dropdown already handled the key.
  useEffect(() => {
    if (!mobileOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setMobileOpen(false);
      toggleRef.current?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [mobileOpen, setMobileOpen]);

  // A click on any link in the menu closes the menus, even when the link leads to the current
  // page (no location change) or to a new tab.
  const onMenuClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) {
      setOpenDropdown(null);
      setMobileOpen(false);
    }
  };

  const classes = ['header'];
  if (solid) classes.push('header--solid');
  if (isWhiteHeaderPath(pathname)) classes.push('header--white');
  if (isBlackTextPath(pathname)) classes.push('header--dark-text');
  if (mobileOpen) classes.push('header--menu-open');

  const menuClasses = mobileOpen ? 'header__menu header__menu--open' : 'header__menu';

  return (
    <header className={classes.join(' ')} data-menu={menuInHand ? 'state' : undefined}>
      <div className="header__inner">
        <Link className="header__logo" to={LAYOUT_PATHS.home} aria-label={HEADER_TEXT.logoLabel}>
          <Logo className="header__logo-mark" />
        </Link>

        {/* Before the page's code runs (or without it) the toggle is this link to the menu,
            which opens it as the address's target (styles: header.css); the button takes over
            once the page has hydrated. Only one of the two is ever shown. */}
        <a className="header__menu-link" href={`#${MENU_ID}`}>
          <span className="header__menu-icon" aria-hidden="true" />
          {HEADER_TEXT.menu}
        </a>
        <button
          ref={toggleRef}
          type="button"
          className="header__menu-toggle"
          aria-expanded={mobileOpen}
          aria-controls={MENU_ID}
          onClick={() => setMobileOpen(!mobileOpen)}
        >
          <span className="header__menu-icon" aria-hidden="true" />
          {HEADER_TEXT.menu}
        </button>

        {/* biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: one listener for the links
            inside, which Enter clicks too; the menu itself is not a control. */}
        <div id={MENU_ID} className={menuClasses} onClick={onMenuClick}>
          <nav className="header__nav" aria-label={HEADER_TEXT.mainNavLabel}>
            <ul className="header__list">
              <li className="header__item">
                <NavLink className="header__link" to={LAYOUT_PATHS.whatIsNkoda}>
                  {HEADER_TEXT.whatIsNkoda}
                </NavLink>
              </li>
              <li className="header__item">
                <NavDropdown name="partnership" label={HEADER_TEXT.partnership} items={partnershipItems(HEADER_TEXT)} />
              </li>
              {/* The Learning dropdown exists but is hidden (docs/requirements.md §2.1.1). */}
              <li className="header__item" hidden>
                <NavDropdown name="learning" label={HEADER_TEXT.learning} items={learningItems(HEADER_TEXT)} />
              </li>
              <li className="header__item">
                <NavLink className="header__link" to={LAYOUT_PATHS.blog}>
                  {HEADER_TEXT.blog}
                </NavLink>
              </li>
              <li className="header__item">
                <NavLink className="header__link" to={LAYOUT_PATHS.institutions}>
                  {HEADER_TEXT.institutions}
                </NavLink>
              </li>
              <li className="header__item">
                <ExternalLink className="header__link" href={config.helpCentreUrl}>
                  {HEADER_TEXT.help}
                </ExternalLink>
              </li>
            </ul>
          </nav>

          <SearchIsland />

          <ul className="header__actions">
            <li>
              <ExternalLink className="button button--ghost header__action" href={webAppAuthUrl(config.webAppUrl, 'log-in', holder)} rel="noopener">
                {HEADER_TEXT.logIn}
              </ExternalLink>
            </li>
            <li>
              <ExternalLink className="button button--primary header__action" href={webAppAuthUrl(config.webAppUrl, 'sign-up', holder)} rel="noopener">
                {HEADER_TEXT.getStarted}
              </ExternalLink>
            </li>
          </ul>

          <LanguageIsland landmark={false} />
        </div>
      </div>
    </header>
  );
}
