/**
 * Visible wording of an instrument's page only: apart from the people strings, so the artist and
 * publisher pages do not load it.
 */
export const INSTRUMENT_TEXT = {
  /** The instrument page's title: "Piano sheet music". */
  instrumentTitle: (instrument: string) => `${instrument} sheet music`,
  /** `instrument` is the name as said inside a sentence ("piano"). */
  instrumentDescription: (editions: string, instrument: string) => `${editions} for ${instrument} in the nkoda digital sheet-music library.`,
  instrumentKeyword: 'sheet music',
  editionsFor: (instrument: string) => `Editions for ${instrument}`,
  instrumentEyebrow: 'Instrument',
} as const;
