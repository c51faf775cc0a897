/**
 * The type a language's module gives each export of an English message module: the same keys and
 * the same function signatures, any wording. English modules write their words `as const`, so
 * literal types are widened here to `string` (and to `number`: how many digits a language groups
 * before it separates them); a missing or extra key in a translation is a type error
 * (docs/decisions/033).
 */
export type Translation<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends (...args: infer A) => infer R
      ? (...args: A) => R extends string ? string : R
      : T extends object
        ? { readonly [K in keyof T]: Translation<T[K]> }
        : T;
