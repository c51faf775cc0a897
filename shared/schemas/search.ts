import { z } from '../zod';
import { SUGGESTION_KINDS, type Suggestion } from '../suggestions';
import { pagedSchema } from './common';
import { facetsSchema } from '../search-facets';
import { pagedArtistsSchema, pagedCompositionsSchema, pagedEditionsSchema, pagedPlaylistsSchema, pagedPublishersSchema } from './promotion';

/** Response shapes of the main API's `/v4/search/...` calls. */

/** POST /v4/search/all: each section is paged with the body's skip/top. */
export const searchAllSchema = z.object({
  editions: pagedEditionsSchema,
  artists: pagedArtistsSchema,
  playlists: pagedPlaylistsSchema,
  publishers: pagedPublishersSchema,
  /** The works whose title or catalogue number match (decision 062); absent from an upstream without compositions. */
  compositions: pagedCompositionsSchema.optional(),
});
export type SearchAll = z.infer<typeof searchAllSchema>;

/** POST /v4/search/edition with `facets: true`: the paged editions and their facet counts (decision 036). */
export const facetedEditionsSchema = pagedEditionsSchema.extend({ facets: facetsSchema });
/** POST /v4/search/all with `facets: true`. */
export const facetedSearchAllSchema = searchAllSchema.extend({ editions: facetedEditionsSchema });

/** One row of the GET lookup* calls (type-ahead), as the worker reads it; the search box reads it with ../suggestions.ts. */
export const suggestionSchema = z.object({
  id: z.string().min(1),
  label: z.string().min(1),
  kind: z.enum(SUGGESTION_KINDS),
  slug: z.string().nullable(),
}) satisfies z.ZodType<Suggestion>;
export const suggestionsSchema = z.array(suggestionSchema);

export const filterGroupSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  count: z.int().nonnegative(),
});
export type FilterGroup = z.infer<typeof filterGroupSchema>;
export const filterGroupsSchema = z.array(filterGroupSchema);

export const filterInstrumentSchema = z.object({
  instrumentRef: z.string().min(1),
  name: z.string().min(1),
  count: z.int().nonnegative(),
});
export type FilterInstrument = z.infer<typeof filterInstrumentSchema>;
export const filterInstrumentsSchema = z.array(filterInstrumentSchema);

/** POST /v4/search/presetSymbol: annotation symbols, named after their SMuFL glyphs. */
export const presetSymbolSchema = z.object({
  symbolId: z.string().min(1),
  name: z.string().min(1),
  category: z.string(),
  /** SMuFL glyph name, e.g. "fermataAbove". */
  smufl: z.string(),
  /** Code point in the SMuFL private-use range, e.g. "U+E4C0". */
  codepoint: z.string().regex(/^U\+[0-9A-F]{4,5}$/),
});
export type PresetSymbol = z.infer<typeof presetSymbolSchema>;
export const pagedPresetSymbolsSchema = pagedSchema(presetSymbolSchema);

/** Paged answers reused from the promotion family, re-exported for search callers. */
export { pagedArtistsSchema, pagedEditionsSchema, pagedPlaylistsSchema, pagedPublishersSchema };
