import { DurableObject } from 'cloudflare:workers';
import type { UpstreamFamily } from '../../shared/data-access';
import { forStatus, type CacheStrategy } from '../cache/strategies';
import { fetchUpstream, UpstreamError, type UpstreamFailure } from './fetch-upstream';

/**
 * One upstream answer's coordinator: a Durable Object per cache key, so one in the whole
 * network. An isolate (in any location) that finds a key neither in its memory nor in KV asks
 * the key's coordinator instead of the upstream; the coordinator makes one call for everyone
 * asking meanwhile and hands the answer to later askers while it is fresh. That covers the
 * locations whose KV has not seen the first write yet (a location keeps a "not found" for up
 * to a minute). docs/decisions/017-cold-bursts.md gives the numbers that made it worth its hop.
 *
 * The answer crosses to the asking isolate as plain data; the isolate sanitises and checks it
 * as it would its own call's, and writes KV. The object keeps nothing in storage.
 */

export interface CoordinatedRead {
  url: string;
  family: UpstreamFamily;
  method: 'GET' | 'POST';
  /** Serialised JSON body of a read-only POST. */
  body?: string;
  timeoutMs: number;
  /** The key's cache lifetimes: an answer is handed out as long as it is fresh. */
  strategy: CacheStrategy;
  /**
   * When the key's family was last purged (ms since epoch): an answer held from a call that
   * started before it is not handed out (decision 064). Absent: never purged.
   */
  notBefore?: number;
}

export type CoordinatedAnswer = { ok: true; status: number; body: unknown; fetchedAt: number } | { ok: false; failure: UpstreamFailure; status?: number };

/** The binding as the reader uses it (one object per key, optionally placed near the upstream). */
export interface CoordinatorNamespace {
  idFromName(name: string): unknown;
  get(id: unknown, options?: { locationHint?: string }): { read(read: CoordinatedRead): Promise<CoordinatedAnswer> };
}

/**
 * Bumped to forget every object's answer at once (tests' cold caches): an object ignores what it
 * holds from an earlier generation. Objects sharing this isolate read it; nothing else is shared.
 */
let generation = 0;

/** Every coordinator in this isolate forgets what it holds, as new objects would start. */
export function forgetCoordinatedAnswers(): void {
  generation += 1;
}

async function call(read: CoordinatedRead): Promise<CoordinatedAnswer> {
  // Dated from the call's start: one that began before a purge is as old as what it replaced.
  const startedAt = Date.now();
  try {
    const fetched = await fetchUpstream(read.url, { family: read.family, method: read.method, body: read.body, timeoutMs: read.timeoutMs });
    return { ok: true, status: fetched.status, body: fetched.body, fetchedAt: startedAt };
  } catch (error) {
    // The failed call has logged itself (upstream_failed); the asker decides what follows.
    if (error instanceof UpstreamError) return { ok: false, failure: error.failure, status: error.status };
    throw error;
  }
}

export class UpstreamCoordinator extends DurableObject {
  #held?: { answer: Extract<CoordinatedAnswer, { ok: true }>; until: number; generation: number };
  #inFlight?: { answer: Promise<CoordinatedAnswer>; generation: number; startedAt: number };

  /** The key's answer: the one held while fresh, else one call shared by everyone asking meanwhile. */
  async read(read: CoordinatedRead): Promise<CoordinatedAnswer> {
    const held = this.#held;
    const notBefore = read.notBefore ?? 0;
    if (held && held.generation === generation && Date.now() < held.until && held.answer.fetchedAt >= notBefore) return held.answer;
    if (this.#inFlight?.generation !== generation || this.#inFlight.startedAt < notBefore) {
      // An object serves all its requests in one context: its askers may share this promise.
      const flight = { generation, startedAt: Date.now(), answer: call(read) };
      this.#inFlight = flight;
      flight.answer
        .then((answer) => {
          // A call started before a purge may end after the one a later asker started: the newer answer stays.
          const newer = this.#held?.generation === flight.generation && this.#held.answer.fetchedAt > flight.startedAt;
          if (answer.ok && (answer.status < 300 || answer.status === 404) && !newer) {
            const until = answer.fetchedAt + forStatus(read.strategy, answer.status).maxAge * 1000;
            this.#held = { answer, until, generation: flight.generation };
          }
        })
        .catch(() => {})
        .finally(() => {
          if (this.#inFlight === flight) this.#inFlight = undefined;
        });
    }
    return this.#inFlight!.answer;
  }
}
