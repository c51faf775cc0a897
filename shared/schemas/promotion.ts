import { z } from '../zod';
import { FORMATS } from '../search-state';
import { imagePathSchema, isoDateTimeSchema, pagedSchema } from './common';

/** Response shapes of the main API's `/v4/promotion/...` calls. */

export const restrictionSchema = z.literal([0, 1, 2]);
/** 0 none, 1 region, 2 performance (docs/requirements.md §3.6). */
export type Restriction = z.infer<typeof restrictionSchema>;

export const publisherSummarySchema = z.object({
  publisherId: z.int().positive(),
  slug: z.string().min(1),
  name: z.string().min(1),
  country: z.string(),
  logoPath: imagePathSchema.nullable(),
  featured: z.boolean(),
  editionCount: z.int().nonnegative(),
});
export type PublisherSummary = z.infer<typeof publisherSummarySchema>;

export const publisherSchema = publisherSummarySchema.extend({
  description: z.string(),
  website: z.url().nullable(),
  founded: z.int().nullable(),
});
export type Publisher = z.infer<typeof publisherSchema>;

export const publishersSchema = z.array(publisherSummarySchema);
export const pagedPublishersSchema = pagedSchema(publisherSummarySchema);

export const artistRoleSchema = z.enum(['composer', 'arranger', 'editor', 'lyricist', 'performer']);
export type ArtistRole = z.infer<typeof artistRoleSchema>;

export const artistPeriodSchema = z.enum(['Baroque', 'Classical', 'Romantic', '20th century', 'Contemporary']);
export type ArtistPeriod = z.infer<typeof artistPeriodSchema>;

export const artistRefSchema = z.object({
  artistRef: z.string().min(1),
  slug: z.string().min(1),
  name: z.string().min(1),
});
export type ArtistRef = z.infer<typeof artistRefSchema>;

export const artistSummarySchema = artistRefSchema.extend({
  role: artistRoleSchema,
  birthYear: z.int().nullable(),
  deathYear: z.int().nullable(),
  portraitPath: imagePathSchema.nullable(),
  editionCount: z.int().nonnegative(),
});
export type ArtistSummary = z.infer<typeof artistSummarySchema>;

export const artistSchema = artistSummarySchema.extend({
  biography: z.string(),
  nationality: z.string(),
  period: artistPeriodSchema,
});
export type Artist = z.infer<typeof artistSchema>;

export const pagedArtistsSchema = pagedSchema(artistSummarySchema);

export const instrumentRefSchema = z.object({
  instrumentRef: z.string().min(1),
  name: z.string().min(1),
});
export type InstrumentRef = z.infer<typeof instrumentRefSchema>;

export const instrumentSchema = instrumentRefSchema.extend({
  family: z.string(),
  description: z.string(),
  editionCount: z.int().nonnegative(),
});
export type Instrument = z.infer<typeof instrumentSchema>;

export const editionSummarySchema = z.object({
  editionRef: z.string().min(1),
  publisherCatalogId: z.string().min(1),
  publisherId: z.int().positive(),
  publisherName: z.string(),
  slug: z.string().min(1),
  title: z.string().min(1),
  composers: z.array(artistRefSchema),
  instrumentation: z.string(),
  coverPath: imagePathSchema.nullable(),
  restriction: restrictionSchema,
  /**
   * Where a region-restricted edition can be opened (ISO 3166-1 alpha-2); absent for the other
   * kinds. Not in the answers docs/requirements.md §7 names: the faceted-search contract adds it
   * (decision 036).
   */
  territories: z.array(z.string().regex(/^[A-Z]{2}$/)).optional(),
  /**
   * What a musician chooses an edition by (issue 47): the work's catalogue number, what the
   * edition prints, whether it is an Urtext, its editors and grade. Optional: the answers of
   * docs/requirements.md §7 do not name them, the composition contract adds them (decision 062).
   */
  catalogueNumber: z.string().optional(),
  format: z.enum(FORMATS).optional(),
  urtext: z.boolean().optional(),
  editors: z.array(artistRefSchema).optional(),
  difficulty: z.int().min(1).max(5).optional(),
});
export type EditionSummary = z.infer<typeof editionSummarySchema>;

/**
 * A composition (issue 47): the work every edition of it prints, whichever publisher's. Not in
 * the answers docs/requirements.md §7 names: the composition contract adds it (decision 062).
 */
export const compositionSummarySchema = z.object({
  /** "WK-0039": the id `lookupcomposition` already answers. */
  compositionRef: z.string().min(1),
  slug: z.string().min(1),
  title: z.string().min(1),
  composers: z.array(artistRefSchema),
  /** As the catalogue prints it ("Op. 27 No. 2", "K. 331"); '' when the work has none. */
  catalogueNumber: z.string(),
  editionCount: z.int().nonnegative(),
});
export type CompositionSummary = z.infer<typeof compositionSummarySchema>;

export const compositionSchema = compositionSummarySchema.extend({
  /** The work's other numbers, as printed ("K⁶ 300i", "L. 422", "LW A179"): older or other catalogues. */
  otherCatalogueNumbers: z.array(z.string()),
  key: z.string().nullable(),
  year: z.int().nullable(),
  period: artistPeriodSchema,
  instrumentation: z.string(),
  instruments: z.array(instrumentRefSchema),
  durationMinutes: z.int().positive().nullable(),
});
export type Composition = z.infer<typeof compositionSchema>;

export const pagedCompositionsSchema = pagedSchema(compositionSummarySchema);

/** What an edition says of its composition: enough for a link and its count. */
export const editionCompositionSchema = compositionSummarySchema.pick({ compositionRef: true, slug: true, editionCount: true });
export type EditionComposition = z.infer<typeof editionCompositionSchema>;

export const editionSchema = editionSummarySchema.extend({
  description: z.string(),
  instruments: z.array(instrumentRefSchema),
  editors: z.array(artistRefSchema),
  pageCount: z.int().positive(),
  year: z.int().nullable(),
  catalogueNumber: z.string(),
  key: z.string().nullable(),
  durationMinutes: z.int().positive().nullable(),
  difficulty: z.int().min(1).max(5),
  language: z.string(),
  /** The composition it is an edition of (decision 062); absent where the upstream knows none. */
  composition: editionCompositionSchema.optional(),
});
export type Edition = z.infer<typeof editionSchema>;

export const pagedEditionsSchema = pagedSchema(editionSummarySchema);

/** GET edition/references: one row per catalogue id that exists (unknown ids are left out). */
export const editionReferenceSchema = z.object({
  publisherCatalogId: z.string(),
  editionRef: z.string(),
  slug: z.string(),
});
export type EditionReference = z.infer<typeof editionReferenceSchema>;
export const editionReferencesSchema = z.array(editionReferenceSchema);

export const playlistSummarySchema = z.object({
  playlistRef: z.string().min(1),
  slug: z.string().min(1),
  title: z.string().min(1),
  curator: z.string(),
  itemCount: z.int().nonnegative(),
  coverPath: imagePathSchema.nullable(),
});
export type PlaylistSummary = z.infer<typeof playlistSummarySchema>;

export const playlistSchema = playlistSummarySchema.extend({
  description: z.string(),
});
export type Playlist = z.infer<typeof playlistSchema>;

export const pagedPlaylistsSchema = pagedSchema(playlistSummarySchema);
/** POST playlist/{playlistRef}/items. */
export const playlistItemsSchema = pagedEditionsSchema;

export const uploadSchema = z.object({
  userFileRef: z.string().min(1),
  resourceOwnerRef: z.string().min(1),
  shareId: z.string().min(1),
  title: z.string(),
  ownerName: z.string(),
  pageCount: z.int().positive(),
  createdAt: isoDateTimeSchema,
  thumbnailPath: imagePathSchema.nullable(),
});
export type Upload = z.infer<typeof uploadSchema>;

export const annotationShareSchema = z.object({
  shareRef: z.string().min(1),
  edition: editionSummarySchema,
  authorName: z.string(),
  title: z.string(),
  note: z.string(),
  createdAt: isoDateTimeSchema,
  pageCount: z.int().positive(),
});
export type AnnotationShare = z.infer<typeof annotationShareSchema>;

export const storeTypeSchema = z.enum(['web', 'apple', 'google', 'windows']);
export type StoreType = z.infer<typeof storeTypeSchema>;

export const priceSchema = z.object({
  planId: z.string().min(1),
  name: z.string(),
  interval: z.enum(['month', 'year']),
  /** Minor units (pence). */
  amount: z.int().nonnegative(),
  trialDays: z.int().nonnegative(),
});
export type Price = z.infer<typeof priceSchema>;

export const pricesSchema = z.object({
  storeType: storeTypeSchema,
  currency: z.literal('GBP'),
  prices: z.array(priceSchema),
});
export type Prices = z.infer<typeof pricesSchema>;

export const institutionSchema = z.object({
  institutionId: z.int().positive(),
  slug: z.string().min(1),
  name: z.string().min(1),
  city: z.string(),
  country: z.string(),
  logoPath: imagePathSchema.nullable(),
  description: z.string(),
});
export type Institution = z.infer<typeof institutionSchema>;
export const institutionsSchema = z.array(institutionSchema);

/** Promotion forms answer the JSON literal `true`; the site reads it as a boolean. */
export const formResultSchema = z.boolean();
export type FormResult = z.infer<typeof formResultSchema>;
