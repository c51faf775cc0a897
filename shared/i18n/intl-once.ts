/**
 * An Intl object made once per kind, locale and options, on first use. The worker renders all
 * seven languages, so each key has its own; made lazily, so no page pays for locale data it never
 * formats (a browser's first Intl formatter loads it: docs/decisions/024 and 048).
 */
const made = new Map<string, object>();

/** The object `key` names (kind, locale and options), made by `make` the first time. */
export function intlOnce<T extends object>(key: string, make: () => T): T {
  let found = made.get(key) as T | undefined;
  if (!found) made.set(key, (found = make()));
  return found;
}
