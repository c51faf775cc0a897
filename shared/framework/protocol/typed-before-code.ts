/**
 * The window's name for the fields a visitor typed into before the code that owns them ran, each
 * with the time of its last input (on `performance.now()`'s clock): the boot script
 * (../browser/boot.ts) records every `input` event from the start, and an island's component asks
 * at its mount (../page/typed-before-code.ts). A field whose text was typed again as it was (the
 * results page's query retyped) shows no change of value, only this record.
 */
export const TYPED_BEFORE_CODE_GLOBAL = '__TYPED_BEFORE_CODE__';

/** The window as both sides see it: the record is missing where no boot script ran. */
export type TypedBeforeCodeWindow = Window & { [TYPED_BEFORE_CODE_GLOBAL]?: WeakMap<EventTarget, number> };
