/** Wording of the toast region itself (the toasts' own texts come from whoever shows them). */
export const TOAST_TEXT = {
  /** Accessible name of the region that announces toasts. */
  regionLabel: 'Notifications',
  /** Accessible name of each toast's close button, completed with the toast's title. */
  close: (title: string) => `Dismiss: ${title}`,
} as const;
