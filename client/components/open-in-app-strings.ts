/** The item pages' "Open in the app" action. A strings module (issue 20). */
export const OPEN_IN_APP_TEXT = {
  label: 'Open in the app',
} as const;
