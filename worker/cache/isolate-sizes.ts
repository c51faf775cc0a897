/**
 * How much one isolate keeps in memory, in bytes as the caches count them. Isolates have 128 MB.
 * The capacity model (`npm run capacity`) reads these, so what it simulates is what runs.
 */

/** Hot pages (worker/ssr/page-response.ts): a few hundred pages of 30-60 KB. */
export const PAGE_CACHE_BYTES = 16 * 1024 * 1024;

/** Hot upstream answers (kv-cache.ts): a few MB of them saves most KV reads. */
export const MEMORY_LAYER_BYTES = 8 * 1024 * 1024;
