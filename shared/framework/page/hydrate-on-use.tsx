import { lazy, memo, Suspense, useContext, useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { UNSAFE_DataRouterContext as DataRouterContext } from 'react-router';
import { linkOf, opensInPlace } from './link-intent';
import { followLink, isRouterLink } from './link';
import { FRAMEWORK_POLICIES, trustedHtml } from '../protocol/trusted-types';
import { typedBeforeCode } from './typed-before-code';

/**
 * A visitor about to use the island: a pointer over it (mouse, pen or finger) or focus in it; or
 * using it already: a value typed or chosen with neither first (an assistive technology, a
 * script, a browser's autofill), which must wake it too, or the choice would never be acted on.
 */
const USE_EVENTS = ['pointerover', 'focusin', 'input', 'change'];

/**
 * Whether a field of the island no longer holds what the server's HTML gave it: used before any
 * code could see it. (A select with no option marked shows its first.)
 */
function changedInPlace(host: HTMLElement): boolean {
  for (const field of host.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input, textarea, select')) {
    if (field instanceof HTMLSelectElement) {
      const given = [...field.options].find((option) => option.defaultSelected) ?? field.options[0];
      if (field.value !== (given?.value ?? '')) return true;
    } else if (field.value !== field.defaultValue || (field instanceof HTMLInputElement && field.checked !== field.defaultChecked)) return true;
  }
  return false;
}

/** Whether the visitor is in the island's host already: focus is in it, or a field in it changed. */
function inUse(host: HTMLElement): boolean {
  return host.contains(document.activeElement) || changedInPlace(host);
}

/**
 * In the browser, as an island is made (its module runs): whether the visitor already used one of
 * its hosts in the server's HTML, before any code ran (inUse, or a field typed into, even back to
 * the text it had). Its code is then wanted at once (see hydrateOnUse).
 */
function usedBeforeCode(hostClass: string): boolean {
  if (typeof document === 'undefined') return false;
  return [...document.getElementsByClassName(hostClass)].some(
    (host) => host instanceof HTMLElement && (inUse(host) || [...host.querySelectorAll('input, textarea, select')].some(typedBeforeCode)),
  );
}

/**
 * The island's own HTML, read from the page (which the browser already parsed from the server's
 * answer under the page's CSP), put back through the framework's server-copy policy.
 */
const serverCopyHtml = (html: string): string => trustedHtml(FRAMEWORK_POLICIES.serverCopy, html, { createHTML: (input) => input });

const serverWarmups: Array<() => Promise<void>> = [];
const codeLoads: Array<() => Promise<unknown>> = [];

/**
 * Loads every island made by hydrateOnUse so far. The worker calls it once, outside any request,
 * when its page modules are in (each page's islands are made as its module loads), and waits for
 * it before every render, so the server always renders an island in full, never its fallback. It
 * never rejects: an island that failed to load renders through its lazy component instead, and its
 * error is the render's (reported, the page not kept, the island left to the browser), so one
 * broken island cannot fail every page.
 */
export function warmIslands(): Promise<void> {
  return Promise.allSettled(serverWarmups.map((warm) => warm())).then(() => undefined);
}

const layoutWakes: Array<() => void> = [];

/** The hosts of the islands in the document that are still the server's HTML, their code not in. */
const serverHtmlHosts = new Set<HTMLElement>();

/**
 * In the browser: whether an island in the document is still the server's HTML, waiting for its
 * code. An update that is not a transition must not reach one: React would drop that HTML for the
 * island's empty fallback (shared/framework/browser/returns-at-once.ts).
 */
export function anIslandAwaitsItsCode(): boolean {
  return serverHtmlHosts.size > 0;
}

/**
 * In the browser: asks for the code of every island made so far. A navigation's render waits for
 * the code of the islands it updates (see hydrateOnUse), so a page fetched ahead on intent asks for
 * it with the page's own code (shared/framework/browser/navigation-code.ts), rather than after the
 * click, one round behind. The layout's islands (`layout`) also hydrate as their code comes: the
 * next page keeps them, and a navigation would otherwise hydrate them inside its own render. A
 * page's island still hydrates on its first use, or with the navigation that keeps it.
 */
export function loadIslandCode(): void {
  for (const load of codeLoads) void load().catch(() => undefined);
  for (const wake of layoutWakes) wake();
}

/** What the visitor does first, after which an island near the viewport may wake (`nearViewport`). */
const FIRST_INPUT = ['scroll', 'wheel', 'pointermove', 'pointerdown', 'touchstart', 'keydown'] as const;

export interface IslandOptions {
  /** The class of the element around the island, which takes the visitor's events. */
  hostClass: string;
  /**
   * Also load the code when the island comes within a screen of the viewport (an island at the foot of
   * the page), once the visitor has scrolled, pointed or pressed a key.
   */
  nearViewport?: boolean;
  /**
   * A form in the island that posts is held back until the island's code handles it, as a GET form is
   * (a site form: its code checks it on the page and sends it, rather than a round trip to the
   * BFF and the page again), and posted natively if the code cannot load. Without it, such a post
   * goes natively at once (the footer's newsletter).
   */
  holdPosts?: boolean;
  /**
   * An island of the layout, which every page keeps (the header's search box, the footer). The
   * first navigation after a document load would hydrate it inside its render, which then shows
   * the next page only after it (about 60 ms more on a phone, docs/performance.md). It hydrates
   * instead at the first move of a mouse or a pen after the page hydrated, or when a page is
   * fetched ahead (loadIslandCode). A finger's moves do not wake it: a phone fetches its code
   * only on a use, or as it nears the viewport (decision 068).
   */
  layout?: boolean;
}

/** An action held back until the island can handle it, or the native way if its code never comes. */
interface Held {
  replay(): void;
  native(): void;
}

/** A plain click on a link the router opens in place: the island's code would make it a client navigation. */
function plainClickInPlace(event: MouseEvent): HTMLAnchorElement | null {
  const link = linkOf(event);
  if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  return opensInPlace(link) ? link : null;
}

/**
 * An island of the layout on every page (the header's search box, the footer) whose code is not in
 * the first load: the server renders it in full, and the browser leaves that HTML as it is,
 * visible and native (a link or a GET form works, a field takes text), until the visitor points
 * at it or moves focus into it (or, with `nearViewport`, scrolls near it; with `layout`, moves a
 * mouse anywhere once the page has hydrated). Then its chunk loads and React hydrates it. An island
 * the visitor used before the page's code ran asks for its chunk as that code runs, and wakes as
 * it mounts. docs/decisions/025-hydrate-on-use.md has the figures.
 *
 * How React makes this work: the island sits in a Suspense boundary whose component is `lazy`,
 * and the lazy's import waits for that first use, so hydration leaves the boundary dehydrated.
 *
 * What the visitor does meanwhile is not lost: typed text and choices stay in their fields (React
 * leaves an input's text as it hydrates it, ./typed-fields.ts puts back a text area's or a
 * select's, and an island adopts what it finds), React replays the last
 * focus, and this replays a blur React missed and holds back a GET form's submission (a search)
 * or a click on another link of the site until the island handles it. A click on one of the
 * router's links (a Link) is not held: the router opens its page at once (followLink), and the
 * island's code comes beside that page's. A form that posts (the
 * footer's newsletter) is not held: it goes the native way at once, to a BFF route that answers
 * on the page, so it is sent exactly once whether or not the code ever comes. An island made with
 * `holdPosts` (the site forms) holds it as a GET form instead, so its code checks and sends it on
 * the page; it goes natively only if the code cannot load, and so is still sent once.
 *
 * An island may also belong to pages (the search page's facets and results, an item page's editions
 * and cards, a page's form): it is on a page at most once, and where it first appears after the
 * document hydrated rather than with it (after a navigation, or within an island that has just
 * hydrated: an item page's facets), its code loads at once. A page makes its islands in its own
 * module, so they load with it: the server warms them, and a navigation asks for their code
 * in the page's one round (shared/framework/server/build-output.ts).
 *
 * The one thing that would break it: React hydrates a dehydrated boundary at once when a context
 * above it changes or its props do, and every router update (a navigation) changes the router's
 * contexts. A router update is a transition, which waits for the island's code rather than drop
 * its HTML, so any router update also wakes the island: its chunk loads beside the next page's.
 * A back or forward is kept a transition while an island waits (anIslandAwaitsItsCode, read by
 * shared/framework/browser/returns-at-once.ts). Its props must not change otherwise (the island
 * is memoised).
 */
export function hydrateOnUse<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { hostClass, nearViewport = false, holdPosts = false, layout = false }: IslandOptions,
): ComponentType<P> {
  let wake!: () => void;
  const woken = new Promise<void>((resolve) => (wake = resolve));
  if (layout) layoutWakes.push(wake);
  // What happened while the island waited for its code (an island is on a page at most once).
  let host: HTMLElement | null = null;
  let hydrated = false;
  // Hydrated as the server's copy: the code could not load.
  let copied = false;
  // The element focus left: its blur reached no handler.
  let left: Element | null = null;
  let held: Held | null = null;
  // A link of the island pressed and not yet released, while the island is the server's HTML.
  let pressed: { link: HTMLAnchorElement; index: number } | null = null;

  /** Runs once the island has hydrated and adopted what was typed. */
  function replayMissed() {
    hydrated = true;
    if (host) serverHtmlHosts.delete(host);
    // As the root marks the document: from now on the island's code handles what the visitor does
    // (a form it sends, where before it went natively); the browser tests key off it.
    if (host) host.dataset.hydrated = 'true';
    if (left?.isConnected && left !== document.activeElement)
      left.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: document.activeElement }));
    held?.replay();
    left = held = null;
  }

  /**
   * The code could not load (the connection dropped): the island stays the server's HTML, inert
   * but native (a GET form works, a link goes; a router link still opens in place, see `click`).
   * React puts that copy in place of the original, so typed text and focus are carried over; an
   * action held back goes the native way.
   */
  function serverCopy(): ComponentType {
    hydrated = copied = true;
    const html = host?.innerHTML ?? '';
    const fields = [...(host?.querySelectorAll('input') ?? [])].map((field) => field.value);
    const focused = [...(host?.querySelectorAll('*') ?? [])].indexOf(document.activeElement!);
    held?.native();
    held = null;
    return function ServerCopy() {
      const copy = useRef<HTMLDivElement>(null);
      useLayoutEffect(() => {
        if (host) serverHtmlHosts.delete(host);
        copy.current!.querySelectorAll('input').forEach((field, index) => {
          field.value = fields[index] ?? field.value;
        });
        (copy.current!.querySelectorAll('*')[focused] as HTMLElement | undefined)?.focus();
      }, []);
      return <div className="hydrate-on-use__copy" ref={copy} dangerouslySetInnerHTML={{ __html: serverCopyHtml(html) }} />;
    };
  }

  const withReplay = (Island: ComponentType<P>, restoreTyped?: () => void): ComponentType<P> =>
    function HydratedOnUse(props: P) {
      // What was typed is put back once React has reset the fields, after the island's own effects
      // (a parent's layout effect runs after its children's).
      useLayoutEffect(() => restoreTyped?.(), []);
      // Two steps: the island's own effects (which adopt typed text) set state, and what was missed
      // is replayed once that state has rendered, so a replayed click sees the typed text.
      const [adopted, setAdopted] = useState(false);
      useEffect(() => setAdopted(true), []);
      useEffect(() => {
        if (adopted) replayMissed();
      }, [adopted]);
      return <Island {...props} />;
    };
  const Lazy = lazy(() =>
    // On the server only when warming failed: no visitor to wait for, and an error to report.
    (typeof document === 'undefined'
      ? load().then((Island) => withReplay(Island))
      : woken.then(() => Promise.all([load(), import('./typed-fields')])).then(([Island, fields]) => withReplay(Island, fields.keepTyped(host)), serverCopy)
    ).then((component) => ({
      default: component as ComponentType<P>,
    })),
  );
  codeLoads.push(load);
  // Used before the page's code ran (a search typed while it was on its way): the island's code
  // is asked for now, as the page's own code runs, rather than once the page has hydrated, one
  // more round later. It wakes as it mounts (below), and its code is then in or on its way.
  if (usedBeforeCode(hostClass)) {
    void load().catch(() => undefined);
    void import('./typed-fields').catch(() => undefined);
  }
  // Set on the server only (by warmIslands), so the browser always renders the same `Lazy`.
  let loaded: ComponentType<P> | undefined;
  serverWarmups.push(() =>
    load().then((component) => {
      loaded = withReplay(component);
    }),
  );

  function IslandHydratedOnUse(props: P) {
    const hostRef = useRef<HTMLDivElement>(null);
    // An island first mounted after the page hydrated (a page's island reached by a navigation) has no
    // server HTML to keep: its code loads at once. (Root marks the page hydrated in its effect,
    // after the first pass that renders this host; the island inside may hydrate later.)
    const [afterHydration] = useState(() => typeof document !== 'undefined' && document.documentElement.dataset.hydrated === 'true');
    if (afterHydration) wake();
    const dataRouter = useContext(DataRouterContext);
    useEffect(() => {
      const element = (host = hostRef.current!);
      if (!hydrated && !afterHydration) serverHtmlHosts.add(element);
      const within = (event: Event) => !hydrated && element.contains(event.target as Node);
      const hold = (event: Event, action: Held) => {
        event.preventDefault();
        held = action;
        wake();
      };
      // On the window, in the capture phase: React, listening on the document it hydrated, stops
      // every event aimed at an island it has not hydrated yet before the event goes further.
      const listeners: Record<string, (event: Event) => void> = {
        focusout: (event) => {
          if (within(event)) left = event.target as Element;
        },
        submit: (event) => {
          if (!within(event)) return;
          const form = event.target as HTMLFormElement;
          if (form.method === 'post') {
            // Kept from React, which may hydrate the island for this very event and would send it a
            // second time: a post is sent once, natively (now, or when the code cannot load) or
            // by the island's code, which the held submit is replayed to.
            event.stopPropagation();
            if (!holdPosts) return;
          }
          const submitter = (event as SubmitEvent).submitter;
          hold(event, { replay: () => (submitter ? submitter.click() : form.requestSubmit()), native: () => form.submit() });
        },
        // The island turning into the server's copy (serverCopy) puts new elements in place of the
        // old: a press on a link before it and the release after it are on two elements, and the
        // browser sends no click. The release on the copy's same link is that click.
        pointerdown: (event) => {
          const link = (!hydrated || copied) && element.contains(event.target as Node) ? linkOf(event) : null;
          pressed = link ? { link, index: [...element.querySelectorAll('a')].indexOf(link) } : null;
        },
        pointerup: (event) => {
          const press = pressed;
          pressed = null;
          if (!press || press.link.isConnected || !copied) return;
          const link = element.querySelectorAll('a')[press.index];
          if (link?.contains(event.target as Node)) link.click();
        },
        click: (event) => {
          // The server's copy (the code could not load) has no Link either.
          const link = (!hydrated || copied) && element.contains(event.target as Node) && plainClickInPlace(event as MouseEvent);
          if (!link) return;
          // One of the router's links opens now, as its Link would: the navigation is a router
          // update, which asks for the island's code beside the next page's, not before it.
          if (dataRouter && isRouterLink(link)) {
            event.preventDefault();
            followLink(dataRouter.router, link);
            return;
          }
          if (!copied) hold(event, { replay: () => link.click(), native: () => location.assign(link.href) });
        },
      };
      for (const type of USE_EVENTS) listeners[type] = (event) => within(event) && wake();
      for (const [type, listener] of Object.entries(listeners)) window.addEventListener(type, listener, true);
      // Used before the page's code came (focus moved into it, text typed, a choice made): no
      // event is left to tell, so it wakes now, and adopts what it finds.
      if (inUse(element)) wake();
      const unsubscribe = dataRouter?.router.subscribe(() => wake());
      // Near the viewport wakes it once the visitor has done something (scrolled, pointed, pressed
      // a key): on a page whose foot is within the first screen, a visitor who only reads never
      // downloads the island's code. A site link in it opens at once either way (above).
      let observer: IntersectionObserver | null = null;
      const watch = () => {
        for (const type of FIRST_INPUT) window.removeEventListener(type, watch, true);
        observer ??= new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && wake(), { rootMargin: '100% 0px' });
        observer.observe(element);
      };
      if (nearViewport) for (const type of FIRST_INPUT) window.addEventListener(type, watch, { capture: true, passive: true });
      // A layout island wakes at the first move of a mouse or a pen once the page has hydrated.
      const moved = (event: PointerEvent) => {
        if (event.pointerType === 'touch') return;
        window.removeEventListener('pointermove', moved, true);
        wake();
      };
      if (layout) window.addEventListener('pointermove', moved, { capture: true, passive: true });
      return () => {
        serverHtmlHosts.delete(element);
        window.removeEventListener('pointermove', moved, true);
        for (const [type, listener] of Object.entries(listeners)) window.removeEventListener(type, listener, true);
        for (const type of FIRST_INPUT) window.removeEventListener(type, watch, true);
        unsubscribe?.();
        observer?.disconnect();
      };
    }, [dataRouter, afterHydration]);
    const Content = loaded ?? Lazy;
    return (
      <div className={hostClass} ref={hostRef}>
        <Suspense fallback={null}>
          <Content {...props} />
        </Suspense>
      </div>
    );
  }
  // Not re-rendered by its parents unless its props change: new props make React hydrate it at once.
  return memo(IslandHydratedOnUse) as unknown as ComponentType<P>;
}
