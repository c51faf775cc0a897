import type { AnchorHTMLAttributes, Ref } from 'react';
import { createPath, useHref, useLocation, useNavigate, useNavigation, useResolvedPath, type DataRouter } from 'react-router';
import { isPlainClick } from './plain-click';
import { easeOnClick } from './page-transition';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An address in this site ('/artists/x?page=2'); other sites' addresses take ExternalLink. */
  to: string;
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * React Router's <Link> as the site uses it: the same markup (`href`, `data-discover`) and the
 * same click handling as its useLinkClickHandler (a plain left click in the same tab is a client
 * navigation; modified clicks, other targets and a handler that prevented the default are left
 * to the browser; a link to the current address replaces it). How the next page eases in is
 * decided at the click (./page-transition.ts). What it leaves out is what no link here uses:
 * prefetching (which brought framework mode's manifest and <link> code into every page's first
 * load), absolute URLs, masks and relative routing (docs/decisions/021).
 */
export function Link({ to, replace, state, preventScrollReset, onClick, target, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useNavigate();
  const here = createPath(useLocation());
  const path = createPath(useResolvedPath(to));
  return (
    <a
      {...rest}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainClick(event) || (target && target !== '_self')) return;
        event.preventDefault();
        easeOnClick(event.currentTarget);
        void navigate(to, { replace: replace ?? here === path, state, preventScrollReset });
      }}
      target={target}
      data-discover="true"
      data-keep-scroll={preventScrollReset ? '' : undefined}
    />
  );
}

/** Whether a link was rendered by Link (React Router's own mark, kept by ours). */
export function isRouterLink(link: HTMLAnchorElement): boolean {
  return link.dataset.discover === 'true';
}

/**
 * What a plain click on a Link does, done from the element it rendered: for a Link in an island
 * whose code has not come yet (./hydrate-on-use.tsx), so the page it opens need not wait for it.
 * The same navigation as Link's, with the options its markup carries.
 */
export function followLink(router: DataRouter, link: HTMLAnchorElement): void {
  const base = router.basename === '/' ? '' : router.basename;
  const pathname = base && link.pathname.startsWith(base) ? link.pathname.slice(base.length) || '/' : link.pathname;
  const to = pathname + link.search + link.hash;
  easeOnClick(link);
  void router.navigate(to, {
    replace: to === createPath(router.state.location),
    preventScrollReset: link.hasAttribute('data-keep-scroll'),
  });
}

/**
 * React Router's <NavLink> for a class name string: `aria-current="page"` and the `active` class
 * while the location is the link's address or below it, `pending` while a navigation there loads
 * (the same matching as React Router's, case-insensitive, `end` false).
 */
export function NavLink({ className = '', to, ...rest }: LinkProps) {
  const target = useResolvedPath(to).pathname.toLowerCase();
  const current = useLocation().pathname.toLowerCase();
  const next = useNavigation().location?.pathname.toLowerCase();
  const end = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const active = current === target || (current.startsWith(target) && current.charAt(end) === '/');
  const pending = next != null && (next === target || (next.startsWith(target) && next.charAt(target.length) === '/'));
  return (
    <Link
      {...rest}
      aria-current={active ? 'page' : undefined}
      className={[className, active ? 'active' : null, pending ? 'pending' : null].filter(Boolean).join(' ')}
      to={to}
    />
  );
}
