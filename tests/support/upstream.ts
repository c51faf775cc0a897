import type { UpstreamFamily } from '../../shared/data-access';
import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, expect, inject } from 'vitest';
import { forgetIsolateMemory } from '../../worker/cache/kv-cache';
import { forgetPurgeTimes } from '../../worker/cache/purges';
import { forgetCoordinatedAnswers } from '../../worker/upstream/coordinator';
import { forgetCachedPages } from '../../worker/ssr/page-response';

/** The demo upstream's test hooks and the site's cache, as the integration tests use them. */

export const upstream = inject('upstream');
export const kv = env.UPSTREAM_CACHE;

export type FaultMode = 'off' | 'error' | 'timeout' | 'garbage' | 'slow';

/** Switches the demo upstream's fault injection (for every path, or those under a prefix). */
export async function fault(mode: FaultMode, pathPrefix?: string, delayMs?: number) {
  const response = await fetch(`${upstream}/__faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mode, pathPrefix, delayMs }),
  });
  expect(response.ok).toBe(true);
}

/** Nothing cached in KV or in this isolate's memory (answers and pages), so a fault cannot be hidden by a stale copy. */
export async function coldCache() {
  forgetIsolateMemory();
  forgetCoordinatedAnswers();
  forgetCachedPages();
  forgetPurgeTimes();
  const { keys } = await kv.list();
  await Promise.all(keys.map((key) => kv.delete(key.name)));
}

/** A POST the demo upstream accepted (its GET /__received list). */
export interface ReceivedPost {
  path: string;
  /** The query, decoded (one value per name). */
  query: Record<string, string>;
  body: unknown;
}

/** The posts the demo upstream accepted, optionally only those to `path`. */
export async function received(path?: string): Promise<ReceivedPost[]> {
  const rows = (await (await fetch(`${upstream}/__received`)).json()) as ReceivedPost[];
  return path === undefined ? rows : rows.filter((row) => row.path === path);
}

/** Empties the demo upstream's list of accepted posts. */
export async function forgetReceived() {
  await fetch(`${upstream}/__received`, { method: 'DELETE' });
}

/** How often the demo upstream was asked for each GET (path and query) since the last forgetReads(). */
export async function upstreamReads(): Promise<Record<string, number>> {
  return ((await (await fetch(`${upstream}/__reads`)).json()) as { reads: Record<string, number> }).reads;
}

/** Starts the demo upstream's read counts afresh. */
export async function forgetReads() {
  await fetch(`${upstream}/__reads`, { method: 'DELETE' });
}

/**
 * Gives each test of the file a client address of its own (`prefix` is a documentation range),
 * so the per-client rate limit never mixes tests up, with the upstream well and its received
 * posts forgotten before each. A test may move to another client by setting `address`.
 */
export function ownClientEachTest(prefix: string): { address: string } {
  const client = { address: '' };
  beforeEach(async () => {
    client.address = `${prefix}.${Math.floor(Math.random() * 250) + 1}-${Date.now()}`;
    await fault('off');
    await forgetReceived();
  });
  afterEach(async () => {
    await fault('off');
  });
  return client;
}

/** Polls the demo upstream until `count` deliveries of `path` arrived (or the time is up). */
export async function deliveries(path: string, count: number, withinMs: number): Promise<ReceivedPost[]> {
  const until = Date.now() + withinMs;
  let rows = await received(path);
  while (rows.length < count && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    rows = await received(path);
  }
  return rows;
}

/** A request as the demo upstream received it (its GET /__arrivals list), whatever it answered. */
export interface Arrival {
  method: string;
  path: string;
  /** The query as sent, with its `?`. */
  search: string;
  body: string;
}

/** Every request the demo upstream received since the last forgetArrivals(), oldest first. */
export async function arrivals(): Promise<Arrival[]> {
  return (await (await fetch(`${upstream}/__arrivals`)).json()) as Arrival[];
}

/** Empties the demo upstream's list of arrivals. */
export async function forgetArrivals() {
  await fetch(`${upstream}/__arrivals`, { method: 'DELETE' });
}

/** The rate limiter's window (wrangler.toml's period): miniflare counts in whole minutes since the epoch. */
const rateWindow = () => Math.floor(Date.now() / 60_000);

/**
 * Runs `run` (a burst of requests from one new client) so that it falls inside one rate-limit
 * window: miniflare empties every bucket when the minute turns, so a burst that straddled the turn
 * is run again, from another new client. What the burst saw is returned for the test to assert.
 */
export async function inOneRateWindow<T>(newAddress: () => string, run: (address: string) => Promise<T>): Promise<T> {
  for (;;) {
    const window = rateWindow();
    const result = await run(newAddress());
    if (rateWindow() === window) return result;
  }
}

/**
 * inOneRateWindow for a test whose requests are sent as `client.address` (ownClientEachTest):
 * each try moves the client to a new address, so a retried burst starts with an empty bucket.
 */
export function inOneRateWindowAs<T>(client: { address: string }, run: () => Promise<T>): Promise<T> {
  const base = client.address;
  let tries = 0;
  return inOneRateWindow(
    () => `${base}-${(tries += 1)}`,
    (address) => {
      client.address = address;
      return run();
    },
  );
}

/** The read family and path of a request the demo upstream received, or null for the other upstreams (deep links, analytics). */
export function readOf(arrival: Arrival): { family: UpstreamFamily; path: string } | null {
  const { path } = arrival;
  if (path.startsWith('/v4/promotion/')) return { family: 'promotion', path };
  if (path.startsWith('/v4/search/')) return { family: 'search', path };
  if (path.startsWith('/v4/stripeSubscription/')) return { family: 'subscription', path };
  if (path.startsWith('/cms/api/')) return { family: 'cms', path: path.slice('/cms/api'.length) };
  if (path.startsWith('/cms-legacy/')) return { family: 'cmsLegacy', path: path.slice('/cms-legacy'.length) };
  return null;
}
