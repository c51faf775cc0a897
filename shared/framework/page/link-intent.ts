/**
 * How long a pointer stays still on a link before that counts as intent. Still: it has not
 * moved more than INTENT_STILL_PX, so a pointer passing over a grid of cards (whose links cover
 * the whole card) fetches nothing however slowly it passes (docs/decisions/027).
 */
export const INTENT_REST_MS = 50;
const INTENT_STILL_PX = 6;

interface Connection {
  saveData?: boolean;
  effectiveType?: string;
}

/** The visitor asked to save data, or the connection is 2G: nothing is fetched ahead. */
export function savesData(connection: Connection | undefined): boolean {
  return connection?.saveData === true || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}

/** The link an event happened in, if any. */
export function linkOf(event: Event): HTMLAnchorElement | null {
  return ((event.target as Element).closest?.('a[href]') as HTMLAnchorElement | null) ?? null;
}

/** A link the site's router opens in place: to this site, in this tab, not a download. */
export function opensInPlace(link: HTMLAnchorElement): boolean {
  return link.origin === location.origin && (!link.target || link.target === '_self') && !link.hasAttribute('download');
}

/**
 * The address a link would open, if fetching it ahead is allowed: one the router opens in place,
 * not the current page. Whether the address is a page at all (not /app-review or another
 * worker-only address) is the prefetcher's to check, against the route table.
 */
function prefetchableHref(link: HTMLAnchorElement): string | null {
  if (!opensInPlace(link)) return null;
  const href = link.pathname + link.search;
  return href === location.pathname + location.search ? null : href;
}

type SubmitButton = HTMLButtonElement | HTMLInputElement;

/**
 * A GET form the router opens in place (the header's search): to this site, in this tab. A
 * submitter that names its own address, method or target is left out: it is not the form's link.
 */
function inPlaceGetForm(form: HTMLFormElement | null, submitter?: SubmitButton): HTMLFormElement | null {
  if (form?.method !== 'get' || (form.target && form.target !== '_self')) return null;
  if (submitter && ['formaction', 'formmethod', 'formtarget'].some((name) => submitter.hasAttribute(name))) return null;
  return new URL(form.action).origin === location.origin ? form : null;
}

/** The submit button an event happened in, if it sends a GET form the router opens in place. */
function getSubmitterOf(event: Event): SubmitButton | null {
  const button = (event.target as Element).closest?.('button, input[type="submit"], input[type="image"]') as SubmitButton | null;
  return button && button.type !== 'button' && button.type !== 'reset' && inPlaceGetForm(button.form, button) ? button : null;
}

/**
 * The address a GET form's submit button would open now: the form's action with what its fields
 * hold, as the browser would write it; none while every field is empty. A submit button is then
 * a link to its results.
 */
function submitHref(button: SubmitButton): string | null {
  const form = button.form!;
  const url = new URL(form.action);
  let fields: FormData;
  try {
    fields = new FormData(form, button);
  } catch {
    // A browser before FormData's submitter argument: the button's own name and value are left out.
    fields = new FormData(form);
  }
  const entries = [...fields].map(([name, value]): [string, string] => [name, typeof value === 'string' ? value : value.name]);
  // Nothing filled in is not a request yet (the header's search button then leads to its box).
  if (entries.every(([, value]) => value === '')) return null;
  url.search = new URLSearchParams(entries).toString();
  const href = url.pathname + url.search;
  return href === location.pathname + location.search ? null : href;
}

/** What the visitor is about to follow: a link, or a GET form's submit button, and the address it opens. */
interface IntentTarget {
  element: Element;
  /** Read when the intent is complete: a form's fields may change while the pointer rests. */
  href: () => string | null;
}

function intentTargetOf(event: Event): IntentTarget | null {
  const link = linkOf(event);
  if (link) return { element: link, href: () => prefetchableHref(link) };
  const button = getSubmitterOf(event);
  return button ? { element: button, href: () => submitHref(button) } : null;
}

/**
 * Calls `onIntent` with the address of a site link the visitor is about to follow: the pointer
 * still on it for INTENT_REST_MS, keyboard focus on it, or a finger touching it. A GET form's
 * submit button counts as a link to its results, as the form holds them at that moment (the
 * header's search, with the words typed). Calls `onTyping` with the address of a GET form the
 * visitor types into: its results' page (no query: the words are still changing), whose code a
 * submit will need. Listens on the window in the capture phase, so links and fields in islands
 * React has not hydrated yet count too (shared/framework/page/hydrate-on-use.tsx). Nothing at
 * all when the visitor saves data.
 */
export function watchLinkIntent(onIntent: (href: string) => void, onTyping: (path: string) => void = () => {}): void {
  const connection = (navigator as Navigator & { connection?: Connection }).connection;
  let resting: { target: IntentTarget; x: number; y: number; timer: ReturnType<typeof setTimeout> } | null = null;
  const intent = (target: IntentTarget) => {
    if (savesData(connection)) return;
    const href = target.href();
    if (href) onIntent(href);
  };
  const listen = (type: string, listener: (event: Event) => void) => addEventListener(type, listener, { capture: true, passive: true });
  // Each time the pointer moves on a link, its rest starts again where it is now.
  const rest = (target: IntentTarget, { clientX: x, clientY: y }: PointerEvent) => {
    if (resting) clearTimeout(resting.timer);
    resting = { target, x, y, timer: setTimeout(() => intent(target), INTENT_REST_MS) };
  };
  listen('pointerover', (event) => {
    const target = intentTargetOf(event);
    if (target && target.element !== resting?.target.element) rest(target, event as PointerEvent);
  });
  listen('pointermove', (event) => {
    const { clientX, clientY } = event as PointerEvent;
    if (resting && Math.hypot(clientX - resting.x, clientY - resting.y) > INTENT_STILL_PX) rest(resting.target, event as PointerEvent);
  });
  listen('pointerout', (event) => {
    const element = resting?.target.element;
    if (!resting || intentTargetOf(event)?.element !== element || element?.contains((event as PointerEvent).relatedTarget as Node | null)) return;
    clearTimeout(resting.timer);
    resting = null;
  });
  for (const type of ['focusin', 'touchstart']) {
    listen(type, (event) => {
      const target = intentTargetOf(event);
      if (target) intent(target);
    });
  }
  listen('input', (event) => {
    const field = event.target as Partial<HTMLInputElement> | null;
    const form = inPlaceGetForm(field?.form ?? null);
    if (!form || savesData(connection)) return;
    const path = new URL(form.action).pathname;
    if (path !== location.pathname) onTyping(path);
  });
}
