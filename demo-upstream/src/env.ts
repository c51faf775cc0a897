/** Bindings ([vars] in wrangler.toml) and typed access to them; defaults apply when run from Node. */
import type { Context } from 'hono';
import { type Catalogue, catalogueFor } from './catalogue';

export interface UpstreamBindings {
  SCALE?: string;
  BASE_DELAY_MS?: string;
}

export type UpstreamEnv = { Bindings: UpstreamBindings };
export type UpstreamContext = Context<UpstreamEnv>;

export function scaleOf(c: UpstreamContext): number {
  const scale = Number(c.env?.SCALE ?? '1');
  return Number.isFinite(scale) && scale > 0 ? scale : 1;
}

export function catalogueOf(c: UpstreamContext): Catalogue {
  return catalogueFor(scaleOf(c));
}

export function baseDelayOf(c: UpstreamContext): number {
  const delay = Number(c.env?.BASE_DELAY_MS ?? '0');
  return Number.isFinite(delay) && delay > 0 ? Math.floor(delay) : 0;
}
