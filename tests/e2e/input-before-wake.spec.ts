import type { Locator, Page } from '@playwright/test';
import { FACET_TEXT, SEARCH_TEXT } from '../../client/routes/search/search.messages';
import { SEARCH_BOX_TEXT } from '../../client/components/search/search.messages';
import { PEOPLE_TEXT } from '../../client/routes/people/people.messages';
import { chunkOf, expect, holdChunk, holdPageData, hydrated, markDocument, sameDocument, test } from './fixtures';
import { shownCount } from './facet-counts';

/**
 * Issue 45, point 2: whatever a visitor does to a part hydrated on use
 * (client/components/hydrate-on-use.tsx) while its code is on its way is what the page then
 * shows, what the address holds and what was sent. The part's code is held (its chunk routed,
 * released on a signal), the control used by pointer, by keyboard, or changed with neither first
 * (an assistive technology, autofill, a script), then the code is let go.
 *
 * The whole catalogue vocabulary is held too until the part has hydrated: on a slow line it comes
 * after the part's code, and the part must then render the server's words from the first page's
 * (decision 055). Each case runs at the machine's speed and with the CPU four times slower.
 *
 * And a click just after Back reaches what the visitor clicked (a return changes the page at once).
 */

const FORM_CHUNK = chunkOf('client/routes/search/search-facets-form.tsx');
const VOCABULARY_CHUNK = chunkOf('client/components/catalogue-vocabulary.messages.ts');
const FOOTER_CHUNK = chunkOf('client/components/layout/footer.tsx');
const SEARCH_BOX_CHUNK = chunkOf('client/components/search/search-box.tsx');

type Way = 'pointer' | 'keyboard' | 'no pointer or focus';
const WAYS: Way[] = ['pointer', 'keyboard', 'no pointer or focus'];

const facetsForm = (page: Page) => page.getByRole('search', { name: SEARCH_TEXT.filtersLabel });

/** Sets a control's state as autofill or an assistive technology does: no pointer, no focus, then the events. */
function changeInPlace(control: Locator, value: string | boolean): Promise<void> {
  return control.evaluate((element: HTMLInputElement | HTMLSelectElement, next) => {
    if (typeof next === 'boolean') (element as HTMLInputElement).checked = next;
    else element.value = next;
    element.dispatchEvent(new Event('input', { bubbles: true }));
    element.dispatchEvent(new Event('change', { bubbles: true }));
  }, value);
}

/** The first option of a select that would narrow the results (enabled, not "any"). */
async function narrowingOption(select: Locator): Promise<{ value: string; index: number }> {
  const options = await select
    .locator('option')
    .evaluateAll((list: HTMLOptionElement[]) => list.map((option) => ({ value: option.value, disabled: option.disabled })));
  const index = options.findIndex((option) => option.value !== '' && !option.disabled);
  return { value: options[index]!.value, index };
}

/** The first radio of a group after "any" that would narrow the results. */
async function narrowingRadio(page: Page, legend: string): Promise<Locator> {
  const radios = facetsForm(page).getByRole('group', { name: legend }).getByRole('radio');
  for (const radio of await radios.all()) {
    if ((await radio.getAttribute('value')) !== '' && !(await radio.isDisabled()) && (await shownCount(radio)) > 0) return radio;
  }
  throw new Error(`no ${legend} value narrows the list`);
}

/** Loads a page with the part's code and the whole vocabulary held; resolves once the page (not the part) has hydrated. */
async function loadWithPartHeld(page: Page, path: string, expectAt: typeof expect = expect) {
  const vocabulary = await holdChunk(page, VOCABULARY_CHUNK);
  const chunk = await holdChunk(page, FORM_CHUNK);
  await page.goto(path);
  // Four times slower on two shared cores, the page can take a while to hydrate.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 20_000 });
  await markDocument(page);
  return {
    /** Lets the part's code come, then, once the part has hydrated, the vocabulary. */
    async release() {
      await chunk.requested;
      chunk.release();
      await expectAt(page.locator('.facets-host')).toHaveAttribute('data-hydrated', 'true');
      vocabulary.release();
    },
  };
}

for (const cpu of [1, 4]) {
  // Four times slower on two shared cores, a step can take a while: the same checks, a longer bound.
  const expectAt = expect.configure({ timeout: cpu === 1 ? 5_000 : 15_000 });
  test.describe(`facets used before their code comes, CPU ${cpu}x`, () => {
    test.use({ viewport: { width: 1280, height: 800 } });
    test.beforeEach(async ({ page }) => {
      if (cpu === 1) return;
      test.slow();
      const session = await page.context().newCDPSession(page);
      await session.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    });

    for (const way of WAYS) {
      test(`a select chosen by ${way} on the search page is applied`, async ({ page, consoleLog }) => {
        const held = await loadWithPartHeld(page, '/search?q=bach', expectAt);
        const select = facetsForm(page).getByLabel(FACET_TEXT.group, { exact: true });
        const { value, index } = await narrowingOption(select);
        if (way === 'pointer') {
          await select.hover();
          await select.selectOption(value);
        } else if (way === 'keyboard') {
          await select.focus();
          for (let step = 0; step < index; step++) await page.keyboard.press('ArrowDown');
        } else await changeInPlace(select, value);
        await expectAt(select).toHaveValue(value);

        await held.release();
        await expectAt(page).toHaveURL(`/search?q=bach&group=${value}`);
        await expectAt(select).toHaveValue(value);
        expect(await sameDocument(page)).toBe(true);
        expect(consoleLog.problems).toEqual([]);
      });

      test(`a Difficulty radio checked by ${way} on the search page is applied`, async ({ page, consoleLog }) => {
        const held = await loadWithPartHeld(page, '/search?q=bach', expectAt);
        const radio = await narrowingRadio(page, FACET_TEXT.grade);
        const value = (await radio.getAttribute('value'))!;
        if (way === 'pointer') await radio.click();
        else if (way === 'keyboard') {
          // Arrow keys move the choice within the group, from the one checked ("any").
          await facetsForm(page).getByRole('group', { name: FACET_TEXT.grade }).getByRole('radio', { checked: true }).focus();
          await page.keyboard.press('ArrowDown');
          await expectAt(radio).toBeChecked();
        } else await changeInPlace(radio, true);
        await expectAt(radio).toBeChecked();

        await held.release();
        await expectAt(page).toHaveURL(`/search?q=bach&grade=${value}`);
        await expectAt(radio).toBeChecked();
        expect(await sameDocument(page)).toBe(true);
        expect(consoleLog.problems).toEqual([]);
      });

      test(`text typed by ${way} in the facets' search field and submitted is searched`, async ({ page, consoleLog }) => {
        const held = await loadWithPartHeld(page, '/search?q=bach', expectAt);
        const field = facetsForm(page).getByLabel(SEARCH_TEXT.queryLabel, { exact: true });
        if (way === 'pointer') {
          await field.click();
          await field.fill('mozart');
        } else if (way === 'keyboard') {
          await field.focus();
          await page.keyboard.press('ControlOrMeta+a');
          await page.keyboard.type('mozart');
        } else await changeInPlace(field, 'mozart');
        // Sent by the form's button (a pointer) or Enter in the field: held until the code handles it.
        if (way === 'keyboard') await page.keyboard.press('Enter');
        else await facetsForm(page).getByRole('button', { name: FACET_TEXT.submit }).click({ force: true });

        await held.release();
        await expectAt(page).toHaveURL('/search?q=mozart');
        await expectAt(field).toHaveValue('mozart');
        expect(await sameDocument(page)).toBe(true);
        expect(consoleLog.problems).toEqual([]);
      });
    }
  });
}

test.describe('a list page’s facets used before their code comes', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const way of WAYS) {
    test(`a publisher’s Period radio checked by ${way} is applied`, async ({ page, consoleLog }) => {
      const held = await loadWithPartHeld(page, '/publishers/barenreiter');
      // The drawer is native (<details>): it opens before the code comes, the same way as the radio is used.
      const drawer = page.locator('summary.search-drawer__toggle');
      if (way === 'pointer') await drawer.click();
      else if (way === 'keyboard') {
        await drawer.focus();
        await page.keyboard.press('Enter');
      } else await drawer.evaluate((summary) => ((summary.parentElement as HTMLDetailsElement).open = true));
      const radio = await narrowingRadio(page, FACET_TEXT.period);
      const value = (await radio.getAttribute('value'))!;
      if (way === 'pointer') await radio.click();
      else if (way === 'keyboard') {
        await radio.focus();
        await page.keyboard.press('Space');
      } else await changeInPlace(radio, true);
      await expect(radio).toBeChecked();

      await held.release();
      await expect(page).toHaveURL(`/publishers/barenreiter?period=${value}`);
      await expect(radio).toBeChecked();
      expect(await sameDocument(page)).toBe(true);
      expect(consoleLog.problems).toEqual([]);
    });
  }
});

test.describe('a click during a page change reaches its target', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  const searchBox = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: SEARCH_BOX_TEXT.label });

  /** Clicks where `target` is, with the mouse, the moment the address has changed (the page may still be changing). */
  async function clickAtOnce(page: Page, target: Locator, box: { x: number; y: number; width: number; height: number }) {
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(target).toBeFocused();
  }

  test('after Back, the header’s search box takes the click and the text typed next', async ({ page, consoleLog }) => {
    // Two pages whose header is laid out alike: the box is where the visitor sees it throughout.
    await page.goto('/publishers');
    await hydrated(page);
    // The box's code is in (woken by focus, as a visitor who used it before): what is tested is
    // the page change, not the part's hydration (hydrate-on-use.spec.ts has a navigation before it).
    await searchBox(page).focus();
    await expect(page.locator('.search-box-host')).toHaveAttribute('data-hydrated', 'true');
    await searchBox(page).blur();
    const box = (await searchBox(page).boundingBox())!;
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
    // from the start: the page asks for every part's code once idle), and the router's update
    // renders the next page only once it has (hydrate-on-use.tsx). Until the test lets it come,
    // the address is the next page's and the page shown is still this one.
    const footer = await holdChunk(page, FOOTER_CHUNK);
    await page.goto('/publishers');
    await hydrated(page);
    await searchBox(page).focus();
    await expect(page.locator('.search-box-host')).toHaveAttribute('data-hydrated', 'true');
    await searchBox(page).blur();
    const box = (await searchBox(page).boundingBox())!;
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
