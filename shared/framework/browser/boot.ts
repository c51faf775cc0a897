import { BOOT_POLICY } from '../protocol/trusted-types';
import { TRANSFER_STATE_GLOBAL } from '../protocol/transfer-state';
import { TYPED_BEFORE_CODE_GLOBAL, type TypedBeforeCodeWindow } from '../protocol/typed-before-code';
import type { PageAssets } from '../page/assets-context';

// The inline script every page ends with, after its transfer state: a classic script, not a
// module, so it runs while the parser writes the body. The build compiles this module's
// `startPageCodeAfterLoad`, then the site's extras, into one minified function call
// (../build/boot-script-plugin.ts), and the worker writes that text into the page
// (../server/boot-script.ts). It imports constants only.

/** What this script reads of the page: the transfer state's assets, and Trusted Types where the browser has them. */
type BootWindow = TypedBeforeCodeWindow & {
  [TRANSFER_STATE_GLOBAL]: { assets: PageAssets };
  trustedTypes?: { createPolicy(name: string, rules: { createScriptURL(url: string): string }): { createScriptURL(url: string): unknown } };
};

/**
 * How long after the document is parsed the page's code starts at the latest, when the window's
 * `load` has not come by then (an image host that hangs must not keep the page inert).
 */
const BOOT_FALLBACK_MS = 2000;

/**
 * Calls `then` once the browser has drawn the first frame with content in it (its
 * first-contentful-paint entry). Returns false where the browser reports no paints, and never
 * calls `then` there (`start` asks then).
 */
function afterFirstContentfulPaint(then: () => void): boolean {
  try {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) return;
      observer.disconnect();
      then();
    }).observe({ type: 'paint', buffered: true });
    return true;
  } catch {
    // No paint timing in this browser: the code is asked for when it starts.
    return false;
  }
}

/**
 * Records every field typed into from now on, and when it last was (../page/typed-before-code.ts),
 * for the code that comes later: on the window, in the capture phase, so no handler can stop it
 * first. An island hydrating finds the text in its field, but only this tells it the visitor
 * wrote it, and when.
 */
function recordTyping(page: BootWindow): void {
  const typed = new WeakMap<EventTarget, number>();
  page[TYPED_BEFORE_CODE_GLOBAL] = typed;
  addEventListener('input', (event) => event.target && typed.set(event.target, performance.now()), true);
}

/**
 * Puts the page's code on the wire once the first contentful paint is drawn, and runs it once the
 * page has loaded, the frame after `load` is drawn and that first paint is reported (a page whose
 * images are all lazy can load before its first paint). The server's HTML is the page (readable,
 * its links plain links); the code makes it interactive. Asked for from the head, the modules
 * shared a phone's link with the stylesheet and the first paint, which then came later; run before
 * `load`, their evaluation competed with the paint of the largest image on a slow CPU; asked for
 * as this script runs (the stylesheet in, the first layout not done), their evaluation met the
 * visitor's first presses. Asked for after the first paint (at low priority where the browser
 * applies it to a module preload: Chromium 150 does not), the entry and the page's chunks
 * (modulepreloaded together, so the entry waits on no second round trip) come while the images
 * load, and a module preload holds `load`, so the code is in when it runs
 * (docs/decisions/065-code-after-first-paint.md, amending 023). Both addresses come from the
 * transfer state written just before this script, and the nonce is the script's own (so a
 * re-stamped cached page still starts). A hidden tab draws no frame, so the fallback starts it
 * there too. `script.src` is a Trusted Types sink (the CSP requires them for scripts): the entry's
 * address goes through the boot policy, which takes that address only
 * (docs/decisions/045-trusted-types-and-csp-reports.md).
 */
export function startPageCodeAfterLoad(): void {
  const nonce = document.currentScript?.nonce;
  const page = window as unknown as BootWindow;
  recordTyping(page);
  const { entry, modulePreloads } = page[TRANSFER_STATE_GLOBAL].assets;
  let asked = false;
  let started = false;
  const ask = () => {
    if (asked) return;
    asked = true;
    const all = document.createDocumentFragment();
    for (const file of [entry, ...modulePreloads]) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = file;
      link.fetchPriority = 'low';
      if (nonce) link.nonce = nonce;
      all.appendChild(link);
    }
    document.head.appendChild(all);
  };
  const start = () => {
    if (started) return;
    started = true;
    ask();
    const script = document.createElement('script');
    script.type = 'module';
    const policies = page.trustedTypes;
    const onlyTheEntry = (url: string) => {
      if (url !== entry) throw new TypeError('not the entry');
      return url;
    };
    // A TrustedScriptURL where the browser has them; the address itself where it does not.
    const url = policies ? policies.createPolicy(BOOT_POLICY, { createScriptURL: onlyTheEntry }).createScriptURL(entry) : entry;
    script.src = url as string;
    if (nonce) script.nonce = nonce;
    document.head.appendChild(script);
  };
  // The frame after `load` has run its script once a task follows its animation frame, but may be
  // shown later on a busy device: the code waits for the first paint to be reported too, unless
  // the tab is hidden (it draws nothing) or the browser reports no paints.
  let due = false;
  const startOncePainted = () => {
    due = true;
    if (painted || document.visibilityState === 'hidden') start();
  };
  let painted = !afterFirstContentfulPaint(() => {
    painted = true;
    ask();
    if (due) start();
  });
  addEventListener('load', () => requestAnimationFrame(() => setTimeout(startOncePainted, 0)), { once: true });
  setTimeout(startOncePainted, BOOT_FALLBACK_MS);
}
