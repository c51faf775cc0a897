/** Counts under the catalogue's cards (the number comes formatted; n says which form). */
export const CARD_TEXT = {
  editions: (n: number, formatted: string) => `${formatted} ${n === 1 ? 'edition' : 'editions'}`,
  items: (n: number, formatted: string) => `${formatted} ${n === 1 ? 'item' : 'items'}`,
} as const;
