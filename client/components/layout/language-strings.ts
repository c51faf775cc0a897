/** The language switcher's words (footer and menu); the languages' names are their own. */
export const LANGUAGE_TEXT = {
  switcherLabel: 'Language',
} as const;
