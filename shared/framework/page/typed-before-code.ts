import { TYPED_BEFORE_CODE_GLOBAL, type TypedBeforeCodeWindow } from '../protocol/typed-before-code';

/**
 * Whether the visitor typed into `field` before the code that renders it ran (the boot script keeps
 * the record): an island's component, adopting what it finds as it hydrates, tells text typed from
 * text the server wrote, even when the two are the same. False on the server, and where the record
 * is missing (a page not started by the boot script).
 */
export function typedBeforeCode(field: EventTarget): boolean {
  return lastTypedBeforeCode(field) !== null;
}

/**
 * When the visitor last typed into `field` before the code that renders it ran, on
 * `performance.now()`'s clock: a wait meant to start at the last key (a search box's pause before
 * its lookups) starts there, not when the code came. Null where nothing was typed, on the server,
 * and where the record is missing.
 */
export function lastTypedBeforeCode(field: EventTarget): number | null {
  if (typeof window === 'undefined') return null;
  return (window as TypedBeforeCodeWindow)[TYPED_BEFORE_CODE_GLOBAL]?.get(field) ?? null;
}
