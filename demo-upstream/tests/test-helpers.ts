/** Shared helpers for the demo upstream's tests (run in Node against `app.request`). */
import type { ZodType } from 'zod';
import app from '../src/index';
import type { UpstreamBindings } from '../src/env';

export { app };

export function call(method: string, path: string, body?: unknown, env?: UpstreamBindings, init: RequestInit = {}) {
  const headers: Record<string, string> = body === undefined ? {} : { 'content-type': 'application/json' };
  const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
  return app.request(path, { method, headers, body: payload, ...init }, env);
}

/** Calls the route, expects 200 and returns the body parsed by its contract schema. */
export async function expectOk<T>(schema: ZodType<T>, method: string, path: string, body?: unknown, env?: UpstreamBindings): Promise<T> {
  const res = await call(method, path, body, env);
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
  const result = schema.safeParse(JSON.parse(text));
  if (!result.success) throw new Error(`${method} ${path} broke its schema: ${result.error.message}`);
  return result.data;
}

export async function status(method: string, path: string, body?: unknown, env?: UpstreamBindings): Promise<number> {
  const res = await call(method, path, body, env);
  await res.arrayBuffer();
  return res.status;
}
