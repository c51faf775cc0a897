import { data } from 'react-router';
import type { ZodType } from 'zod';

/** Thrown from loaders; the route error boundary shows the not-found page. */
export function notFound(): never {
  throw data({ message: 'not found' }, { status: 404 });
}

/** True for what notFound() (or a read answered 404) threw: the item does not exist. */
export function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { init?: ResponseInit | null }).init?.status === 404;
}

/** Thrown from loaders when upstream is down or answered nonsense. */
export function unavailable(): never {
  throw data({ message: 'upstream unavailable' }, { status: 503 });
}

/** Turns an upstream status and body into the loader's value or a typed error response. */
export function readAnswer<T>(schema: ZodType<T>, status: number, body: unknown): T {
  if (status === 404 || status === 400) notFound();
  if (status < 200 || status >= 300) unavailable();
  const parsed = schema.safeParse(body);
  if (!parsed.success) unavailable();
  return parsed.data;
}
