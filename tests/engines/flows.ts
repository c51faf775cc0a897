import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { FOOTER_TEXT } from '#messages/client/components/layout/footer';
import { NEWSLETTER_TEXT } from '#messages/client/components/layout/newsletter';
import { SEARCH_BOX_TEXT } from '#messages/client/components/search/search';
import { HELP_FORM_TEXT } from '#messages/client/components/site-forms/help-form';
import { HOME_TEXT } from '#messages/client/routes/home/home';
import { FEATURES_TEXT } from '#messages/client/routes/marketing/features';
import { FACET_TEXT } from '#messages/client/routes/search/search';
import { CONTACT_MESSAGES } from '#messages/shared/forms/form-messages';
import { NEWSLETTER_TOASTS } from '#messages/shared/help';
import { HELP_PATHS } from '../../shared/paths';
import type { Engine, EnginePage } from './engine';

/**
 * The key flows (issue 45), the same list in every engine: what a visitor notices, asserted the
 * same way in Firefox and in WebKit, as the browser suite asserts it in Chromium (tests/e2e/).
 * Every wording comes from the message modules; every wait is a bounded poll on what the page
 * shows, never a sleep.
 */

/** A wait for the page to show something: long enough for a busy two-core machine, and bounded. */
const eventually = <T>(read: () => Promise<T>, message: string, timeout = 15_000) => expect.poll(read, { timeout, interval: 50, message });

/** React has hydrated the document: the root marks <html> (client/root.tsx), as the browser suite waits for. */
async function hydrated(page: EnginePage) {
  await eventually(() => page.attribute({ css: 'html' }, 'data-hydrated'), 'the page hydrates').toBe('true');
}

/**
 * The page is settled: the code navigations need has come, which it fetches once the page is
 * idle (shared/framework/browser/navigation-code.ts; tests/e2e/fixtures.ts navigationCodeIn). A problem logged
 * while hydrating or just after is in by then.
 */
async function settled(page: EnginePage) {
  await eventually(
    () => page.run<boolean>("return performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname.endsWith('/__chunks'));"),
    "the pages' code lists arrive once the page is idle",
  ).toBe(true);
}

/** An island (shared/framework/page/hydrate-on-use.tsx) has woken and hydrated. */
async function partHydrated(page: EnginePage, hostClass: string) {
  await eventually(() => page.count(`.${hostClass}[data-hydrated="true"]`), `the ${hostClass} part hydrates`).toBe(1);
}

/** Marks the document; the mark survives client navigations and is lost on a full page load. */
const markDocument = (page: EnginePage) => page.run('window.__enginesSamePage = true;');
const sameDocument = (page: EnginePage) => page.run<boolean>('return window.__enginesSamePage === true;');

/** The problems (console errors and warnings, uncaught errors, CSP violations) the page meets from now on. */
async function watchProblems(page: EnginePage): Promise<() => Promise<string[]>> {
  const before = (await page.problems()).length;
  return async () => (await page.problems()).slice(before);
}

/** Opens `path` watching for problems from its first script, and waits until it has hydrated; returns the problems' reader. */
async function openHydrated(page: EnginePage, path: string): Promise<() => Promise<string[]>> {
  const problems = await watchProblems(page);
  await page.goto(path);
  await hydrated(page);
  return problems;
}

const h1 = (page: EnginePage) => page.text({ css: 'main h1' });

/** The results count a list shows in its summary: "14 editions" → 14. */
async function editionTotal(page: EnginePage): Promise<number | null> {
  const summary = await page.text({ css: 'main .list-summary' });
  const count = summary?.match(/^([\d,]+) editions?/)?.[1];
  return count === undefined ? null : Number(count.replace(/,/g, ''));
}

/** The message a help-form field's description ends with, when it is a field's message (else null), as tests/e2e/help-forms.spec.ts reads it. */
const fieldMessage = (page: EnginePage, name: string) =>
  page.run<string | null>(`
    const field = document.querySelector(${JSON.stringify(`main form [name="${name}"]`)});
    const ids = (field?.getAttribute('aria-describedby') ?? '').split(' ');
    const last = document.getElementById(ids[ids.length - 1] ?? '');
    return last?.classList.contains('field__error') ? last.textContent : null;`);
const contactMessages = (page: EnginePage) => Promise.all(['name', 'email', 'message'].map((name) => fieldMessage(page, name)));

const FOOTER_LINK = { css: 'footer a', text: FOOTER_TEXT.features };
const SEARCH_BOX = { css: 'header input[role="combobox"]' };
const INSTRUMENTATION = { css: 'main select[name="ensemble"]' };

interface Site {
  baseURL: string;
  upstreamURL: string;
}

interface Flow {
  name: string;
  run(engine: Engine, site: Site): Promise<void>;
}

export const FLOWS: Flow[] = [
  {
    name: 'the home page hydrates with no console error or warning and no uncaught exception',
    async run({ page }) {
      const problems = await openHydrated(page, '/');
      expect(await h1(page)).toBe(HOME_TEXT.heading);
      await settled(page);
      expect(await problems()).toEqual([]);
    },
  },
  {
    name: 'a site link opens its page in place: the address and the heading change, the document stays',
    async run({ page }) {
      const problems = await openHydrated(page, '/');
      await markDocument(page);
      await page.click(FOOTER_LINK);
      await eventually(() => page.path(), 'the address follows the link').toBe('/features');
      await eventually(() => h1(page), "the new page's heading shows").toBe(FEATURES_TEXT.heading);
      expect(await sameDocument(page)).toBe(true);
      expect(await problems()).toEqual([]);
    },
  },
  {
    name: "Back returns to the previous page's content and address",
    async run({ page }) {
      const problems = await openHydrated(page, '/');
      await markDocument(page);
      await page.click(FOOTER_LINK);
      await eventually(() => h1(page), 'the linked page shows').toBe(FEATURES_TEXT.heading);
      await page.back();
      await eventually(() => page.path(), 'the address is back').toBe('/');
      await eventually(() => h1(page), "the home page's heading is back").toBe(HOME_TEXT.heading);
      expect(await sameDocument(page)).toBe(true);
      expect(await problems()).toEqual([]);
    },
  },
  {
    name: "the header's search box suggests as the visitor types",
    async run({ page }) {
      const problems = await openHydrated(page, '/');
      // A click into the box wakes its code (it is not in the page's first load); the text typed goes to it.
      await page.click(SEARCH_BOX);
      await partHydrated(page, 'search-box-host');
      await page.type(SEARCH_BOX, 'bee');
      const listbox = { css: `header [role="listbox"][aria-label="${SEARCH_BOX_TEXT.listboxLabel}"]` };
      await eventually(() => page.count(`header [role="listbox"]:not([hidden]) [role="option"]`), 'suggestions are listed').toBeGreaterThan(0);
      expect(await page.attribute(listbox, 'hidden')).toBeNull();
      expect(await page.attribute(SEARCH_BOX, 'aria-expanded')).toBe('true');
      expect(await page.attribute(SEARCH_BOX, 'aria-controls')).toBe(await page.attribute(listbox, 'id'));
      expect(await page.text({ css: 'header [role="option"]' })).not.toBe('');
      expect(await problems()).toEqual([]);
    },
  },
  {
    name: 'an Instrumentation choice on /search?q=bach narrows the results in place',
    async run({ page }) {
      const problems = await openHydrated(page, '/search?q=bach');
      const label = await page.run<string | null>(
        `const select = document.querySelector(${JSON.stringify(INSTRUMENTATION.css)}); return select?.labels?.[0]?.textContent ?? null;`,
      );
      expect(label).toBe(FACET_TEXT.ensemble);
      const before = await editionTotal(page);
      // The first value that gives anything, and the count its option shows: "Piano solo (2)".
      const option = await page.run<{ value: string; text: string }>(
        `const option = [...document.querySelector(${JSON.stringify(INSTRUMENTATION.css)}).options].find((o) => o.value && !o.disabled);
         return { value: option.value, text: option.textContent };`,
      );
      const expected = Number(option.text.match(/\(([\d,]+)\)$/)![1]!.replace(/,/g, ''));
      expect(expected).toBeGreaterThan(0);
      expect(expected).not.toBe(before);
      await markDocument(page);
      // As a visitor's pointer or Tab does before a choice: focus wakes the facets' code.
      await page.focus(INSTRUMENTATION);
      await partHydrated(page, 'facets-host');
      await page.select(INSTRUMENTATION, option.value);
      await eventually(() => page.path(), 'the address gains the filter').toBe(`/search?q=bach&ensemble=${option.value}`);
      await eventually(() => editionTotal(page), 'the count narrows to what the option showed').toBe(expected);
      expect(await sameDocument(page)).toBe(true);
      expect(await problems()).toEqual([]);
    },
  },
  {
    name: 'the contact form says what is missing next to each field, and follows the typing',
    async run({ page }) {
      const problems = await openHydrated(page, HELP_PATHS.contact);
      expect(await contactMessages(page)).toEqual([null, null, null]);
      // Sent empty: the first submit waits for the form's rules, then shows their messages.
      await page.click({ css: 'main form button[type="submit"]', text: HELP_FORM_TEXT.sendMessage });
      await eventually(() => contactMessages(page), 'each field says what it needs').toEqual([
        CONTACT_MESSAGES.nameRequired,
        CONTACT_MESSAGES.email,
        CONTACT_MESSAGES.messageRequired,
      ]);
      expect(await page.run('return document.activeElement?.getAttribute("name");')).toBe('name');
      expect(await page.attribute({ css: 'main form [name="name"]' }, 'aria-invalid')).toBe('true');
      // Typing replaces the message with the live one.
      await page.type({ css: 'main form [name="name"]' }, 'Cl');
      await eventually(() => fieldMessage(page, 'name'), 'the message follows the typing').toBe(CONTACT_MESSAGES.nameTooShort);
      expect(await problems()).toEqual([]);
    },
  },
  {
    name: "the footer's newsletter posts natively before its code runs: the service receives it and the visitor is thanked",
    async run(engine, { upstreamURL }) {
      const email = `engines-${engine.name}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`;
      const path = `/features?from=engines-${engine.name}`;
      const page = await engine.pageWithoutCode();
      try {
        await page.goto(path);
        // No code ran: the root never marked the document hydrated.
        expect(await page.attribute({ css: 'html' }, 'data-hydrated')).toBeNull();
        await page.type({ css: 'footer form input[name="email"]' }, email);
        await page.click({ css: 'footer form button[type="submit"]', text: NEWSLETTER_TEXT.submit });
        // The BFF answers the post with the page it came from, thanks in its footer.
        await eventually(() => page.text({ css: 'footer [role="status"]' }), 'the thanks shows in the footer').toContain(NEWSLETTER_TOASTS.success.title);
        expect(await page.text({ css: 'footer [role="status"]' })).toContain(NEWSLETTER_TOASTS.success.message);
        expect(await page.path()).toBe(path);
        // Delivered once: a post queued while the service fails is retried, so this may take a while.
        const received = async () => {
          const response = await fetch(`${upstreamURL}/__received`);
          const rows = (await response.json()) as Array<{ path: string; query: Record<string, string>; body: { email?: string } | null }>;
          return rows.filter((row) => row.path === '/v4/promotion/newslettersubscribers' && (row.body?.email === email || row.query.email === email)).length;
        };
        await eventually(received, 'the service receives the address', 45_000).toBe(1);
      } finally {
        await page.close();
      }
    },
  },
];

/** Runs every flow in one engine: one browser for them all, launched before the first and closed after the last. */
export function describeEngine(title: string, launch: (baseURL: string) => Promise<Engine>) {
  describe(title, () => {
    const site: Site = { baseURL: inject('baseURL'), upstreamURL: inject('upstreamURL') };
    let engine: Engine | undefined;
    beforeAll(async () => {
      engine = await launch(site.baseURL);
    });
    afterAll(async () => {
      await engine?.close();
    });
    for (const flow of FLOWS) test(flow.name, () => flow.run(engine!, site));
  });
}
