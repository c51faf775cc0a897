import { exports } from 'cloudflare:workers';
import { expect, inject, vi } from 'vitest';
import { UNAVAILABLE_TEXT } from '#messages/client/components/layout/layout';
import { forgetIsolateMemory } from '../../worker/cache/kv-cache';
import { forgetCoordinatedAnswers } from '../../worker/upstream/coordinator';
import { h1 } from '../support/page-html';
import { coldCache, fault, kv, type FaultMode } from '../support/upstream';
import type { PageFamily } from './page-families';

/** What the fault suite's checks share: timed requests, the page's expected state, the clock. */

export const FAULTS = ['error', 'timeout', 'garbage', 'slow'] as const satisfies readonly FaultMode[];
export type Fault = (typeof FAULTS)[number];

export const UPSTREAM_TIMEOUT_MS = inject('upstreamTimeoutMs');
export const SHORT = inject('chaosShort');
/** The bound: every answer within the upstream timeout plus one second. */
export const ANSWER_WITHIN_MS = UPSTREAM_TIMEOUT_MS + 1000;
/** A `slow` upstream that is still well inside the timeout, even for two reads in a row. */
export const SLOW_DELAY_MS = Math.round(UPSTREAM_TIMEOUT_MS / 3);

/** Switches a fault on for every upstream path (a `slow` one with SLOW_DELAY_MS). */
export const faultEverything = (mode: Fault | 'off') => fault(mode, '/', mode === 'slow' ? SLOW_DELAY_MS : undefined);

export interface Timed {
  response: Response;
  body: string;
  /** From sending the request to the last byte of the body. */
  ms: number;
}

/** One request to the site, timed to its last byte (a streamed page is not done at its headers). */
export async function timed(path: string, init: RequestInit = {}): Promise<Timed> {
  const started = performance.now();
  const response = await exports.default.fetch(`http://site.test${path}`, { redirect: 'manual', ...init });
  const body = await response.text();
  return { response, body, ms: performance.now() - started };
}

/** How a page looks when upstream is healthy, to tell the real page from a stand-in. */
export interface Healthy {
  status: number;
  title: string;
  location: string | null;
}

export async function healthy(page: PageFamily): Promise<Healthy> {
  const { response, body } = await timed(page.path);
  return { status: response.status, title: h1(body), location: response.headers.get('location') };
}

const hasShell = (html: string) => ['<header', '<main', '<footer'].every((tag) => html.includes(tag));

/** Never a raw 500, never an empty answer, always in time. */
export function expectAnswered(label: string, answer: Timed) {
  expect(answer.response.status, `${label}: status`).not.toBe(500);
  expect(answer.ms, `${label}: answered in ${Math.round(answer.ms)} ms`).toBeLessThanOrEqual(ANSWER_WITHIN_MS);
  if (answer.response.status !== 301 && answer.response.status !== 302) expect(answer.body.length, `${label}: body`).toBeGreaterThan(0);
}

/** The site's layout with the clear "unavailable" message, as a 503. */
export function expectUnavailable(label: string, answer: Timed) {
  expect(answer.response.status, `${label}: status`).toBe(503);
  expect(answer.response.headers.get('content-type'), `${label}: type`).toContain('text/html');
  expect(hasShell(answer.body), `${label}: shell`).toBe(true);
  expect(answer.body, `${label}: message`).toContain(UNAVAILABLE_TEXT.title);
}

/** The page a visitor would get from a healthy upstream (same status, heading or redirect). */
export function expectRealPage(label: string, answer: Timed, real: Healthy) {
  expect(answer.response.status, `${label}: status`).toBe(real.status);
  if (real.location !== null) {
    expect(answer.response.headers.get('location'), `${label}: redirect`).toBe(real.location);
    return;
  }
  expect(hasShell(answer.body), `${label}: shell`).toBe(true);
  expect(answer.body, `${label}: no unavailable message`).not.toContain(UNAVAILABLE_TEXT.title);
  expect(h1(answer.body), `${label}: heading`).toBe(real.title);
}

/**
 * Nothing cached. The site stores answers in KV after it has answered (waitUntil), so the
 * writes of the requests just made are let land first; else one could arrive after the clear.
 */
export async function settledColdCache() {
  await new Promise((resolve) => setTimeout(resolve, 200));
  await coldCache();
}

/** Forgets the upstream answers (KV and this isolate's copy) but keeps the rendered pages. */
export async function forgetUpstreamAnswers() {
  await new Promise((resolve) => setTimeout(resolve, 200));
  forgetIsolateMemory();
  forgetCoordinatedAnswers();
  const { keys } = await kv.list();
  await Promise.all(keys.map((key) => kv.delete(key.name)));
}

/** Visits a page until the page cache serves it (a page with a streamed deferred value is kept on its second render). */
export async function warm(path: string) {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const { response } = await timed(path);
    if (response.headers.get('x-page-cache') === 'hit') return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${path} never came from the page cache`);
}

/**
 * Puts the worker's clock `seconds` ahead until the returned function is called, so cached
 * answers and pages are as old as they would be by then. The worker runs in this isolate and
 * reads Date.now on every use. Set once for a group of checks that run at the same time.
 */
export function clockAhead(seconds: number): () => void {
  const now = Date.now.bind(Date);
  const clock = vi.spyOn(Date, 'now').mockImplementation(() => now() + seconds * 1000);
  return () => clock.mockRestore();
}
