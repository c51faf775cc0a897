import { TYPED_BEFORE_CODE_GLOBAL, type TypedBeforeCodeWindow } from '../protocol/typed-before-code';

/**
 * Whether the visitor typed into `field` before the code that renders it ran (the boot script keeps
 * the record): an island's component, adopting what it finds as it hydrates, tells text typed from
 * text the server wrote, even when the two are the same. False on the server, and where the record
 * is missing (a page not started by the boot script).
 */
export function typedBeforeCode(field: EventTarget): boolean {
  if (typeof window === 'undefined') return false;
  return (window as TypedBeforeCodeWindow)[TYPED_BEFORE_CODE_GLOBAL]?.has(field) ?? false;
}
