/** Small response and parsing helpers shared by the route files. */
import { z } from 'zod';
import { LIST_DEFAULT_TOP, LIST_MAX_TOP, type Paged } from '../../shared/schemas/common';
import { page, type Selection } from './lattice';
import type { UpstreamContext } from './env';

export function notFound(c: UpstreamContext) {
  return c.json({ error: 'not found' }, 404);
}

export function badRequest(c: UpstreamContext, message: string) {
  return c.json({ error: 'bad request', message }, 400);
}

/** `{ skip?, top? }`: defaults 0 and 24, top capped at 100. */
export const pagingSchema = z.object({
  skip: z.int().nonnegative().optional(),
  top: z.int().nonnegative().optional(),
});

export interface Paging {
  skip: number;
  top: number;
}

export function paging(body: { skip?: number | undefined; top?: number | undefined }): Paging {
  return { skip: body.skip ?? 0, top: Math.min(body.top ?? LIST_DEFAULT_TOP, LIST_MAX_TOP) };
}

/**
 * The JSON body checked against a schema, or a 400 response to return as is. An empty body
 * counts as `{}` so list calls may omit it.
 */
export async function parseBody<S extends z.ZodType>(c: UpstreamContext, schema: S): Promise<z.infer<S> | Response> {
  const text = await c.req.text();
  let json: unknown = {};
  if (text.trim() !== '') {
    try {
      json = JSON.parse(text);
    } catch {
      return badRequest(c, 'body is not valid JSON');
    }
  }
  const result = schema.safeParse(json);
  if (!result.success) return badRequest(c, z.prettifyError(result.error));
  return result.data;
}

/** A non-negative integer query value, `fallback` when absent, or null when malformed. */
export function intQuery(c: UpstreamContext, name: string, fallback: number): number | null {
  const raw = c.req.query(name);
  if (raw === undefined || raw === '') return fallback;
  return /^\d+$/.test(raw) ? Number(raw) : null;
}

export function pagedSelection<T>(selection: Selection, { skip, top }: Paging, map: (index: number) => T): Paged<T> {
  return { total: selection.total, items: page(selection, skip, top).map(map) };
}

export function pagedArray<T, U>(items: readonly T[], { skip, top }: Paging, map: (item: T) => U): Paged<U> {
  return { total: items.length, items: items.slice(skip, skip + top).map(map) };
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (ms <= 0 || signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}
