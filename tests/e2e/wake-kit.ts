import type { Locator, Page } from '@playwright/test';
import { buildManifest, expect, holdChunk, markDocument } from './fixtures';

/**
 * Issue 45's kit for an island (shared/framework/page/hydrate-on-use.tsx): the page
 * loaded with the island's code held, a control used one of three ways, the code let go. The specs
 * that use it (input-before-wake.spec.ts, forms-before-wake.spec.ts) hold, act, release, then
 * assert what the visitor would notice: what the page shows, the address, what was sent.
 */

/**
 * How a control is used: with a pointer (which wakes the island on `pointerover`), by keyboard
 * (focus, `focusin`), or changed with neither first, as an assistive technology, a browser's
 * autofill or a script does (`input`, `change`, a form sent by `requestSubmit`, a link's `click()`).
 */
export type Way = 'pointer' | 'keyboard' | 'no pointer or focus';
export const WAYS: Way[] = ['pointer', 'keyboard', 'no pointer or focus'];

/**
 * The built chunk named `name` ('/assets/….js'): a module several pages share (the catalogue's
 * cards) is built into a chunk of its own, named for it, not keyed by its source as chunkOf reads.
 */
export function namedChunk(name: string): string {
  const chunks = Object.values(buildManifest()).filter((chunk) => chunk.name === name);
  expect(chunks, `one chunk named ${name}`).toHaveLength(1);
  return `/${chunks[0]!.file}`;
}

/** The page's code held back, let go on a signal. */
export interface HeldCode {
  /**
   * Lets the island's code come once the island has asked for it (its use woke it), then, once the
   * island has hydrated, the chunks held for later.
   */
  release(): Promise<void>;
  /** Lets every held chunk come, whether asked for or not (a link followed leaves the island behind). */
  releaseAll(): void;
}

export interface CodeHeld {
  /** The island's own chunk (chunkOf). */
  part: string;
  /** The element around the island, which says `data-hydrated` once its code handles it. */
  host: (page: Page) => Locator;
  /** Chunks held until the island has hydrated: the whole vocabulary comes after the island's code on a slow line (decision 055). */
  later?: string[];
}

/** Loads `path` with the island's code held; resolves once the page (not the island) has hydrated, the document marked. */
export async function loadWithCodeHeld(page: Page, path: string, { part, host, later = [] }: CodeHeld, expectAt: typeof expect = expect): Promise<HeldCode> {
  const laterHeld = await Promise.all(later.map((chunk) => holdChunk(page, chunk)));
  const held = await holdChunk(page, part);
  await page.goto(path);
  // Four times slower on two shared cores, the page can take a while to hydrate.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 20_000 });
  await markDocument(page);
  return {
    async release() {
      await held.requested;
      held.release();
      await expectAt(host(page)).toHaveAttribute('data-hydrated', 'true');
      for (const chunk of laterHeld) chunk.release();
    },
    releaseAll() {
      held.release();
      for (const chunk of laterHeld) chunk.release();
    },
  };
}

/** Sets a control's state as autofill or an assistive technology does: no pointer, no focus, then the events. */
export function changeInPlace(control: Locator, value: string | boolean): Promise<void> {
  return control.evaluate((element: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement, next) => {
    if (typeof next === 'boolean') (element as HTMLInputElement).checked = next;
    else element.value = next;
    element.dispatchEvent(new Event('input', { bubbles: true }));
    element.dispatchEvent(new Event('change', { bubbles: true }));
  }, value);
}

/** Types `text` into a text field or area in place of what it holds. */
export async function typeText(field: Locator, text: string, way: Way): Promise<void> {
  if (way === 'pointer') {
    await field.click();
    await field.fill(text);
  } else if (way === 'keyboard') {
    await field.focus();
    await field.press('ControlOrMeta+a');
    await field.page().keyboard.type(text);
  } else await changeInPlace(field, text);
}

/** Chooses the option whose value is `value` (by keyboard: arrow keys from the one shown, as on a closed select). */
export async function chooseOption(select: Locator, value: string, way: Way): Promise<void> {
  if (way === 'pointer') {
    await select.hover();
    await select.selectOption(value);
  } else if (way === 'keyboard') {
    const { from, to } = await select.evaluate((element: HTMLSelectElement, wanted) => {
      const values = [...element.options].map((option) => option.value);
      return { from: element.selectedIndex, to: values.indexOf(wanted) };
    }, value);
    expect(to, `option ${value}`).toBeGreaterThan(from);
    await select.focus();
    for (let step = from; step < to; step++) await select.press('ArrowDown');
  } else await changeInPlace(select, value);
  await expect(select).toHaveValue(value);
}

/** Checks a checkbox or a radio (by keyboard: Space on it). */
export async function tick(control: Locator, way: Way): Promise<void> {
  if (way === 'pointer') await control.click();
  else if (way === 'keyboard') {
    await control.focus();
    await control.press('Space');
  } else await changeInPlace(control, true);
  await expect(control).toBeChecked();
}

/**
 * Sends a form with its button: clicked, Enter (in `field`, the form's one text field, as a
 * visitor sends a search; else on the button), or `requestSubmit` with the button as the submitter.
 */
export async function send(button: Locator, way: Way, field?: Locator): Promise<void> {
  if (way === 'pointer') await button.click();
  else if (way === 'keyboard') {
    const target = field ?? button;
    await target.focus();
    await target.press('Enter');
  } else await button.evaluate((element: HTMLButtonElement) => element.form!.requestSubmit(element));
}

/** Follows a link: clicked, Enter on it, or its `click()`. */
export async function follow(link: Locator, way: Way): Promise<void> {
  if (way === 'pointer') await link.click();
  else if (way === 'keyboard') {
    await link.focus();
    await link.press('Enter');
  } else await link.evaluate((element: HTMLAnchorElement) => element.click());
}
