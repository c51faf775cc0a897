import type { Locator, Page } from '@playwright/test';
import { FACET_TEXT, SEARCH_TEXT } from '#messages/client/routes/search/search';
import { SEARCH_BOX_TEXT } from '#messages/client/components/search/search';
import { PEOPLE_TEXT } from '#messages/client/routes/people/people';
import { chunkOf, expect, holdChunk, holdPageData, hydrated, sameDocument, test } from './fixtures';
import { editionTotal, shownCount } from './facet-counts';
import { chooseOption, follow, loadWithCodeHeld, namedChunk, send, tick, typeText, WAYS, type CodeHeld, type Way } from './wake-kit';

/**
 * Issue 45, point 2: whatever a visitor does to an island
 * (shared/framework/page/hydrate-on-use.tsx) while its code is on its way is what the page then
 * shows and what the address holds (forms-before-wake.spec.ts: the forms, and what they sent).
 * The island's code is held (its chunk routed, released on a signal), the control used by pointer,
 * by keyboard, or changed with neither first (an assistive technology, autofill, a script), then
 * the code is let go (./wake-kit.ts).
 *
 * The facets: the whole catalogue vocabulary is held too until the island has hydrated: on a slow
 * line it comes after the island's code, and the island must then render the server's words from the
 * first page's (decision 055). A choice (select, radio, checkbox) also runs with the CPU four
 * times slower: React puts a control's server state back as it hydrates, and the island adopts
 * what it finds, so how long hydration takes could change what is kept. Text and a form sent are
 * held and replayed in order, and a link is followed at once, whatever the speed.
 *
 * The links of the search results, an item page's editions and cards: a router link opens its
 * page at once, not held for the island's code; a page that keeps the island shows once it is in.
 *
 * And a click or keypress during a page change reaches what the visitor aimed at.
 */

const FORM_CHUNK = chunkOf('client/routes/search/search-facets-form.tsx');
const VOCABULARY_CHUNK = chunkOf('.generated/messages/client/components/catalogue-vocabulary.ts');
const FOOTER_CHUNK = chunkOf('client/components/layout/footer.tsx');
const SEARCH_BOX_CHUNK = chunkOf('client/components/search/search-box.tsx');

/** The facets form's code, with the vocabulary after it. */
const FACETS: CodeHeld = { part: FORM_CHUNK, host: (page) => page.locator('.facets-host'), later: [VOCABULARY_CHUNK] };

const facetsForm = (page: Page) => page.getByRole('search', { name: SEARCH_TEXT.filtersLabel });
const inGermany = (page: Page) => facetsForm(page).getByRole('checkbox', { name: new RegExp(`^${FACET_TEXT.openIn({ country: 'Germany' })}`) });

/** The first option of a select that would narrow the results (enabled, not "any"). */
async function narrowingOption(select: Locator): Promise<string> {
  const options = await select
    .locator('option')
    .evaluateAll((list: HTMLOptionElement[]) => list.map((option) => ({ value: option.value, disabled: option.disabled })));
  return options.find((option) => option.value !== '' && !option.disabled)!.value;
}

/** The first radio of a group after "any" that would narrow the results. */
async function narrowingRadio(page: Page, legend: string): Promise<Locator> {
  const radios = facetsForm(page).getByRole('group', { name: legend }).getByRole('radio');
  for (const radio of await radios.all()) {
    if ((await radio.getAttribute('value')) !== '' && !(await radio.isDisabled()) && (await shownCount(radio)) > 0) return radio;
  }
  throw new Error(`no ${legend} value narrows the list`);
}

/** The count a chosen control showed: its label's, or its chosen option's ("Romantic (90)" → 90). */
async function promisedCount(control: Locator): Promise<number> {
  if (!(await control.evaluate((element) => element instanceof HTMLSelectElement))) return shownCount(control);
  const text = await control.evaluate((element: HTMLSelectElement) => element.selectedOptions[0]?.textContent ?? '');
  return Number(text.match(/\(([\d,]+)\)\s*$/)![1]!.replace(/,/g, ''));
}

/** Runs the CPU `cpu` times slower for the test, and gives it the time that takes. */
async function slowDown(page: Page, cpu: number) {
  if (cpu === 1) return;
  test.slow();
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: cpu });
}

/** Four times slower on two shared cores, a step can take a while: the same checks, a longer bound. */
const expectAtSpeed = (cpu: number) => expect.configure({ timeout: cpu === 1 ? 5_000 : 15_000 });

/** A list page's facets are in a drawer (a native <details>): opened the same way as the control is then used. */
async function openDrawer(page: Page, way: Way) {
  const drawer = page.locator('summary.search-drawer__toggle');
  if (way === 'pointer') await drawer.click();
  else if (way === 'keyboard') {
    await drawer.focus();
    await drawer.press('Enter');
  } else await drawer.evaluate((summary) => ((summary.parentElement as HTMLDetailsElement).open = true));
}

test.use({ viewport: { width: 1280, height: 800 } });

/** A facet chosen before the form's code: once the code has come, the address holds it, the control shows it, the list has the count it promised. */
interface Choice {
  name: string;
  path: string;
  /** Opens the drawer first (a list page). */
  drawer?: boolean;
  /** Uses the control; returns the address it leads to, and the option chosen if it is a select's. */
  choose: (page: Page, way: Way) => Promise<{ href: string; control: Locator; value?: string }>;
  /** Also four times slower. */
  slowCpu: boolean;
}

const CHOICES: Choice[] = [
  {
    name: 'a select chosen on the search page',
    path: '/search?q=bach',
    slowCpu: true,
    choose: async (page, way) => {
      const control = facetsForm(page).getByLabel(FACET_TEXT.group, { exact: true });
      const value = await narrowingOption(control);
      await chooseOption(control, value, way);
      return { href: `/search?q=bach&group=${value}`, control, value };
    },
  },
  {
    name: 'a Difficulty radio checked on the search page',
    path: '/search?q=bach',
    slowCpu: true,
    choose: async (page, way) => {
      const control = await narrowingRadio(page, FACET_TEXT.grade);
      const value = (await control.getAttribute('value'))!;
      if (way === 'keyboard') {
        // Arrow keys move the choice within the group, from the one checked ("any").
        await facetsForm(page).getByRole('group', { name: FACET_TEXT.grade }).getByRole('radio', { checked: true }).focus();
        await page.keyboard.press('ArrowDown');
        await expect(control).toBeChecked();
      } else await tick(control, way);
      return { href: `/search?q=bach&grade=${value}`, control };
    },
  },
  {
    name: 'the availability checkbox checked on the search page',
    path: '/search?q=bach',
    slowCpu: true,
    choose: async (page, way) => {
      const control = inGermany(page);
      await tick(control, way);
      return { href: '/search?q=bach&open=1', control };
    },
  },
  {
    name: 'a publisher’s Period radio checked',
    path: '/publishers/barenreiter',
    drawer: true,
    slowCpu: false,
    choose: async (page, way) => {
      const control = await narrowingRadio(page, FACET_TEXT.period);
      const value = (await control.getAttribute('value'))!;
      await tick(control, way);
      return { href: `/publishers/barenreiter?period=${value}`, control };
    },
  },
  {
    name: 'a select chosen on an artist’s page',
    path: '/artists/johann-sebastian-bach',
    drawer: true,
    slowCpu: false,
    choose: async (page, way) => {
      const control = facetsForm(page).getByLabel(FACET_TEXT.group, { exact: true });
      const value = await narrowingOption(control);
      await chooseOption(control, value, way);
      return { href: `/artists/johann-sebastian-bach?group=${value}`, control, value };
    },
  },
  {
    name: 'the availability checkbox checked on an instrument’s page',
    path: '/instrument?instrumentRef=IN-001',
    drawer: true,
    slowCpu: false,
    choose: async (page, way) => {
      const control = inGermany(page);
      await tick(control, way);
      return { href: '/instrument?instrumentRef=IN-001&open=1', control };
    },
  },
];

for (const choice of CHOICES) {
  for (const cpu of choice.slowCpu ? [1, 4] : [1]) {
    const expectAt = expectAtSpeed(cpu);
    for (const way of WAYS) {
      test(`${choice.name} by ${way} before the facets’ code is applied${cpu === 1 ? '' : `, CPU ${cpu}x`}`, async ({ page, consoleLog }) => {
        await slowDown(page, cpu);
        const held = await loadWithCodeHeld(page, choice.path, FACETS, expectAt);
        if (choice.drawer) await openDrawer(page, way);
        const { href, control, value } = await choice.choose(page, way);
        const count = await promisedCount(control);

        await held.release();
        await expectAt(page).toHaveURL(href);
        await expect.poll(() => editionTotal(page), { timeout: cpu === 1 ? 5_000 : 15_000 }).toBe(count);
        if (value === undefined) await expectAt(control).toBeChecked();
        else await expectAt(control).toHaveValue(value);
        expect(await sameDocument(page)).toBe(true);
        expect(consoleLog.problems).toEqual([]);
      });
    }
  }
}

for (const way of WAYS) {
  test(`text typed by ${way} in the facets’ search field and sent before their code is searched`, async ({ page, consoleLog }) => {
    const held = await loadWithCodeHeld(page, '/search?q=bach', FACETS);
    const field = facetsForm(page).getByLabel(SEARCH_TEXT.queryLabel, { exact: true });
    await typeText(field, 'mozart', way);
    await send(facetsForm(page).getByRole('button', { name: FACET_TEXT.submit }), way, field);

    await held.release();
    await expect(page).toHaveURL('/search?q=mozart');
    await expect(field).toHaveValue('mozart');
    expect(await sameDocument(page)).toBe(true);
    expect(consoleLog.problems).toEqual([]);
  });
}

/** A link in an island whose code is held: followed at once; `shown` is what the page then shows, once the code is in. */
interface LinkCase {
  name: string;
  path: string;
  held: CodeHeld;
  drawer?: boolean;
  link: (page: Page) => Locator;
  shown: (page: Page, href: string, title: string) => Promise<void>;
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** The facets form's code alone: a navigation needs the whole vocabulary, which would hold it. */
const FACETS_ONLY: CodeHeld = { ...FACETS, later: [] };

/** A list's next-page link, and the previous-page link the next page then has. */
const NEXT_PAGE = {
  link: (page: Page) => page.locator('main a[rel=next]'),
  shown: async (page: Page) => {
    await expect(page.locator('main a[rel=prev]')).toBeVisible();
  },
};

const LINKS: LinkCase[] = [
  {
    name: 'the facets’ “clear all” on the search page',
    path: '/search?q=bach&period=baroque',
    held: FACETS_ONLY,
    link: (page) => facetsForm(page).getByRole('link', { name: FACET_TEXT.clearAll }),
    shown: async (page) => {
      await expect(facetsForm(page).getByRole('group', { name: FACET_TEXT.period }).getByRole('radio', { checked: true })).toHaveValue('');
    },
  },
  {
    name: 'the facets’ “clear all” on an instrument’s page',
    path: '/instrument?instrumentRef=IN-001&period=baroque',
    held: FACETS_ONLY,
    drawer: true,
    link: (page) => facetsForm(page).getByRole('link', { name: FACET_TEXT.clearAll }),
    shown: async (page) => {
      await expect(page.getByRole('link', { name: FACET_TEXT.clearAll })).toHaveCount(0);
    },
  },
  {
    name: 'the search results’ next page',
    path: '/search?q=sonata',
    held: { part: chunkOf('client/routes/search/search-results.tsx'), host: (page) => page.locator('.search-layout__results') },
    ...NEXT_PAGE,
  },
  {
    name: 'an instrument’s editions’ next page',
    path: '/instrument?instrumentRef=IN-001',
    held: { part: chunkOf('client/routes/people/editions-list.tsx'), host: (page) => page.locator('.lists-host') },
    ...NEXT_PAGE,
  },
  {
    name: 'a related edition’s card on an edition’s page',
    path: '/work/the-well-tempered-clavier-book-1-ed-000001',
    held: { part: namedChunk('catalogue-cards'), host: (page) => page.locator('.cards-host') },
    link: (page) => page.locator('.cards-host .card__link').first(),
    shown: async (page, _href, title) => {
      await expect(heading(page)).toContainText(title);
    },
  },
];

for (const link of LINKS) {
  for (const way of WAYS) {
    test(`${link.name}, followed by ${way} before the island’s code, opens in place`, async ({ page, consoleLog }) => {
      const held = await loadWithCodeHeld(page, link.path, link.held);
      if (link.drawer) await openDrawer(page, way);
      const target = link.link(page);
      const href = (await target.getAttribute('href'))!;
      const title = ((await target.textContent()) ?? '').trim();
      await follow(target, way);
      // Not held for the island's code: the router opens the page at once.
      await expect(page).toHaveURL(href);

      held.releaseAll();
      await link.shown(page, href, title);
      expect(await sameDocument(page)).toBe(true);
      expect(consoleLog.problems).toEqual([]);
    });
  }
}

test.describe('a click during a page change reaches its target', () => {
  const searchBox = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: SEARCH_BOX_TEXT.label });

  /**
   * Opens /publishers with the header's search box woken (by focus, as a visitor who used it
   * before) and left again: what is tested is the page change, not the island's hydration
   * (hydrate-on-use.spec.ts has a navigation before it). Returns where the box is.
   */
  async function openWithSearchBoxWoken(page: Page) {
    await page.goto('/publishers');
    await hydrated(page);
    await searchBox(page).focus();
    await expect(page.locator('.search-box-host')).toHaveAttribute('data-hydrated', 'true');
    await searchBox(page).blur();
    return (await searchBox(page).boundingBox())!;
  }

  /** Clicks where `target` is, with the mouse, the moment the address has changed (the page may still be changing). */
  async function clickAtOnce(page: Page, target: Locator, box: { x: number; y: number; width: number; height: number }) {
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(target).toBeFocused();
  }

  test('after Back, the header’s search box takes the click and the text typed next', async ({ page, consoleLog }) => {
    // Two pages whose header is laid out alike: the box is where the visitor sees it throughout.
    const box = await openWithSearchBoxWoken(page);
    await page.locator('main a[href^="/publishers/"]').first().click();
    await expect(page).not.toHaveURL(/\/publishers$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(PEOPLE_TEXT.publishersTitle);
    await page.goBack({ waitUntil: 'commit' });
    await clickAtOnce(page, searchBox(page), box);
    await page.keyboard.type('bach');
    await expect(page).toHaveURL(/\/publishers$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PEOPLE_TEXT.publishersTitle);
    await expect(searchBox(page)).toHaveValue('bach');
    await expect(searchBox(page)).toBeFocused();
    expect(consoleLog.problems).toEqual([]);
  });

  test('text typed into the header’s search box while a page loads, before the box’s code, is kept as the page changes', async ({ page, consoleLog }) => {
    const chunk = await holdChunk(page, SEARCH_BOX_CHUNK);
    await page.goto('/publishers');
    await hydrated(page);
    const data = await holdPageData(page);
    const link = page.locator('main a[href^="/publishers/"]').first();
    const href = (await link.getAttribute('href'))!;
    await link.click();
    await searchBox(page).click();
    await page.keyboard.type('bach');
    // The next page comes in while the box still waits for its code: the box stays as it is.
    data();
    await expect(page).toHaveURL(href);
    await expect(searchBox(page)).toHaveValue('bach');
    await expect(searchBox(page)).toBeFocused();

    chunk.release();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(PEOPLE_TEXT.publishersTitle);
    await expect(page.locator('.search-box-host')).toHaveAttribute('data-hydrated', 'true');
    await expect(searchBox(page)).toHaveValue('bach');
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/search?q=bach');
    expect(consoleLog.problems).toEqual([]);
  });

  test('during a forward page change, the header’s search box takes the click and the text typed next', async ({ page, consoleLog }) => {
    // The change is held open: the footer, which the next page keeps, has not had its code (held
    // from the start: the page asks for every island's code once idle), and the router's update
    // renders the next page only once it has (hydrate-on-use.tsx). Until the test lets it come,
    // the address is the next page's and the page shown is still this one.
    const footer = await holdChunk(page, FOOTER_CHUNK);
    const box = await openWithSearchBoxWoken(page);
    await expect(page.locator('.footer-host')).not.toHaveAttribute('data-hydrated', 'true');
    const link = page.locator('main a[href^="/publishers/"]').first();
    const href = (await link.getAttribute('href'))!;
    await link.click();
    await expect(page).toHaveURL(href);
    await clickAtOnce(page, searchBox(page), box);
    await page.keyboard.type('bach');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PEOPLE_TEXT.publishersTitle);

    footer.release();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(PEOPLE_TEXT.publishersTitle);
    await expect(searchBox(page)).toHaveValue('bach');
    await expect(searchBox(page)).toBeFocused();
    expect(consoleLog.problems).toEqual([]);
  });
});
