/**
 * The part of Strapi v4's REST query language the site uses: pagination[page|pageSize], sort,
 * filters[field][$op] (one level of nesting, e.g. filters[category][slug][$eq]), plain
 * ?Field=value equality on top-level attributes, and publicationState=live|preview.
 */

export interface CmsEntry {
  id: number;
  /** Always holds createdAt, updatedAt and publishedAt (null for drafts). */
  attributes: Record<string, unknown>;
}

interface Filter {
  path: string[];
  op: string;
  values: string[];
}

export interface StrapiQuery {
  page: number;
  pageSize: number;
  sort: { field: string; desc: boolean }[];
  filters: Filter[];
  preview: boolean;
}

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

const OPERATORS = new Set(['$eq', '$eqi', '$ne', '$in', '$notIn', '$contains', '$containsi', '$null', '$notNull', '$lt', '$lte', '$gt', '$gte']);

function positiveInt(raw: string, name: string): number {
  if (!/^\d+$/.test(raw) || Number(raw) < 1) throw new QueryError(`${name} must be a positive integer`);
  return Number(raw);
}

export class QueryError extends Error {}

/** Parses the query string; throws QueryError for what Strapi would answer 400 to. */
export function parseStrapiQuery(params: URLSearchParams, attributeNames: ReadonlySet<string>): StrapiQuery {
  const query: StrapiQuery = { page: 1, pageSize: DEFAULT_PAGE_SIZE, sort: [], filters: [], preview: false };
  const known = (field: string) => field === 'id' || attributeNames.has(field);
  const filters = new Map<string, Filter>();
  for (const [key, value] of params) {
    if (key === 'pagination[page]') query.page = positiveInt(value, key);
    else if (key === 'pagination[pageSize]') query.pageSize = Math.min(positiveInt(value, key), MAX_PAGE_SIZE);
    else if (key === 'publicationState') {
      if (value !== 'live' && value !== 'preview') throw new QueryError('publicationState must be live or preview');
      query.preview = value === 'preview';
    } else if (key === 'sort' || /^sort\[\d+\]$/.test(key)) {
      for (const part of value.split(',').filter(Boolean)) {
        const [field = '', direction = 'asc'] = part.split(':');
        if (!known(field)) throw new QueryError(`Invalid key ${field}`);
        if (!/^(asc|desc)$/i.test(direction)) throw new QueryError(`Invalid order ${direction}`);
        query.sort.push({ field, desc: direction.toLowerCase() === 'desc' });
      }
    } else if (key.startsWith('filters[')) {
      const segments = [...key.slice('filters'.length).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1]!);
      const opIndex = segments.findIndex((s) => s.startsWith('$'));
      const path = opIndex < 0 ? segments : segments.slice(0, opIndex);
      const op = opIndex < 0 ? '$eq' : segments[opIndex]!;
      if (path.length === 0 || !known(path[0]!)) throw new QueryError(`Invalid key ${path[0] ?? ''}`);
      if (!OPERATORS.has(op)) throw new QueryError(`Invalid operator ${op}`);
      const id = `${path.join('.')} ${op}`;
      const filter = filters.get(id) ?? { path, op, values: [] };
      filter.values.push(value);
      filters.set(id, filter);
    } else if (attributeNames.has(key)) {
      // The content service also accepts plain equality, e.g. ?Slug=x or ?Featured=true.
      filters.set(`${key} plain`, { path: [key], op: '$eq', values: [value] });
    }
    // Anything else (populate, fields, cache busters) is ignored; `locale` picks the entries (cms.ts).
  }
  query.filters = [...filters.values()];
  return query;
}

function valueAt(entry: CmsEntry, path: readonly string[]): unknown {
  let value: unknown = path[0] === 'id' ? entry.id : entry.attributes[path[0]!];
  for (const segment of path.slice(1)) {
    value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[segment] : undefined;
  }
  return value;
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const x = String(a);
  const y = String(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

function matches(entry: CmsEntry, filter: Filter): boolean {
  const value = valueAt(entry, filter.path);
  const text = value === null || value === undefined ? null : String(value);
  const first = filter.values[0] ?? '';
  const numeric = (v: string) => (typeof value === 'number' ? Number(v) : v);
  switch (filter.op) {
    case '$eq':
      return filter.values.every((v) => text === v);
    case '$eqi':
      return text !== null && text.toLowerCase() === first.toLowerCase();
    case '$ne':
      return text !== first;
    case '$in':
      return text !== null && filter.values.includes(text);
    case '$notIn':
      return text === null || !filter.values.includes(text);
    case '$contains':
      return text?.includes(first) ?? false;
    case '$containsi':
      return text?.toLowerCase().includes(first.toLowerCase()) ?? false;
    case '$null':
      return (text === null) === (first === 'true');
    case '$notNull':
      return (text !== null) === (first === 'true');
    case '$lt':
      return text !== null && compare(value, numeric(first)) < 0;
    case '$lte':
      return text !== null && compare(value, numeric(first)) <= 0;
    case '$gt':
      return text !== null && compare(value, numeric(first)) > 0;
    case '$gte':
      return text !== null && compare(value, numeric(first)) >= 0;
    default:
      return false;
  }
}

/** Applies publication state, filters, sort (default: id ascending) and pagination. */
export function runStrapiQuery(entries: readonly CmsEntry[], query: StrapiQuery) {
  const kept = entries.filter((e) => query.preview || e.attributes.publishedAt !== null).filter((e) => query.filters.every((f) => matches(e, f)));
  const sorted = [...kept].sort((a, b) => {
    for (const { field, desc } of query.sort) {
      const x = valueAt(a, [field]);
      const y = valueAt(b, [field]);
      const order = compare(x, y);
      // Missing values sort last in both directions.
      if (order !== 0) return desc && x != null && y != null ? -order : order;
    }
    return a.id - b.id;
  });
  const start = (query.page - 1) * query.pageSize;
  return {
    data: sorted.slice(start, start + query.pageSize),
    meta: {
      pagination: {
        page: query.page,
        pageSize: query.pageSize,
        pageCount: Math.ceil(sorted.length / query.pageSize),
        total: sorted.length,
      },
    },
  };
}
