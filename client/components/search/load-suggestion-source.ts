/**
 * The type-ahead lookups and their zod schemas, imported on first focus of the search box (or
 * first typing), never with the page: the box is a plain GET form until then.
 */
let source: Promise<typeof import('./suggestion-source')> | undefined;

export function loadSuggestionSource(): Promise<typeof import('./suggestion-source')> {
  source ??= import('./suggestion-source');
  return source;
}
