/**
 * The field frame's own words. Kept apart from form-strings.ts: the footer's newsletter uses the
 * frame on every page's first load, and a bundler moves whole modules, so the kit's long submit
 * messages would ride along. A strings module (issue 20).
 */
export const FRAME_TEXT = {
  required: 'required',
  /** The honeypot's label: people never see it (hidden), bots read it and fill the box anyway. */
  trap: 'Leave this field empty',
} as const;
