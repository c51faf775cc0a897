/**
 * The lookup rules and the compiled form of the redirect tables, without the tables themselves:
 * what redirects.ts builds its table with, and what the build (redirects/compile.ts) writes the
 * tables in, so the build never loads a compiled table to write a new one.
 */

/** The version of the compiled form below; a file of another form is refused, never misread. */
export const COMPILED_FORMAT = 'buckets-1';

/**
 * A compiled table (decision 047). `targets`: every distinct target once, sorted. `buckets`: the
 * rows split by the hash of their lookup key (bucketOf) into a power-of-two number of buckets of
 * about ROWS_PER_BUCKET rows; each bucket one string of its rows sorted by key, "key target" with
 * the target's index in base 36, all separated by spaces (keys and targets hold none: they are
 * percent-encoded; no line breaks, so the bundler keeps each bucket a plain string). Each key, and
 * each entry of `targets`, starts with one digit of PREFIX_DIGITS: how many leading characters it
 * shares with the one before it (at most 61), which it then leaves out. So after
 * "/sheet-music/bac", the row "/sheet-music/bach" -> target 12 reads "Gh c".
 *
 * Targets are front-coded in runs of TARGETS_RESTART (the first of each run written whole).
 *
 * A worker reads nothing of it when it starts: a bucket is read into a Map the first time a
 * request's key falls in it, and a run of targets the first time one of them is found, so a
 * start costs only the parsing of the strings, and a lookup is a hash and a Map lookup at any size.
 */
export interface CompiledTable {
  format: string;
  rows: number;
  targets: readonly string[];
  buckets: readonly string[];
}

/** Rows a bucket holds on average, at most (reading one costs under a microsecond a row). */
export const ROWS_PER_BUCKET = 1024;

/** Every TARGETS_RESTART-th target is written whole, so reading one target reads at most that many. */
export const TARGETS_RESTART = 64;

/** Digits of a shared-prefix length, 0 to 61: none needs escaping in JSON or JavaScript. */
export const PREFIX_DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** The shared-prefix length a line starts with. */
function sharedLength(line: string, at = 0): number {
  const c = line.charCodeAt(at);
  return c <= 57 ? c - 48 : c <= 90 ? c - 55 : c - 61;
}

/** The bucket of a lookup key among `count` (a power of two): FNV-1a over its UTF-16 code units. */
export function bucketOf(key: string, count: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return (hash >>> 0) & (count - 1);
}

/** One bucket's rows: key -> target index. */
function readBucket(text: string): Map<string, number> {
  const rows = new Map<string, number>();
  let previous = '';
  for (let at = 0; at < text.length; ) {
    const space = text.indexOf(' ', at);
    let end = text.indexOf(' ', space + 1);
    if (end < 0) end = text.length;
    previous = previous.slice(0, sharedLength(text, at)) + text.slice(at + 1, space);
    rows.set(previous, parseInt(text.slice(space + 1, end), 36));
    at = end + 1;
  }
  return rows;
}

/** The table a compiled table holds, read a bucket at a time as lookups need it. */
class CompiledRedirects implements ReadonlyMap<string, string> {
  private readonly read: Array<Map<string, number> | undefined>;
  private readonly targets: Array<string[] | undefined>;

  constructor(private readonly compiled: CompiledTable) {
    if (compiled.format !== COMPILED_FORMAT) throw new Error(`redirect table of form "${compiled.format}", expected "${COMPILED_FORMAT}": run npm run build`);
    this.read = new Array(compiled.buckets.length);
    this.targets = new Array(Math.ceil(compiled.targets.length / TARGETS_RESTART));
  }

  get size(): number {
    return this.compiled.rows;
  }

  get(key: string): string | undefined {
    const { buckets } = this.compiled;
    if (buckets.length === 0) return undefined;
    const b = bucketOf(key, buckets.length);
    const index = (this.read[b] ??= readBucket(buckets[b]!)).get(key);
    return index === undefined ? undefined : this.target(index);
  }

  has(key: string): boolean {
    return this.get(key) !== undefined;
  }

  /** Target `index`, reading its run of TARGETS_RESTART targets the first time one is asked for. */
  private target(index: number): string {
    const run = Math.floor(index / TARGETS_RESTART);
    let targets = this.targets[run];
    if (!targets) {
      targets = [];
      let previous = '';
      for (const line of this.compiled.targets.slice(run * TARGETS_RESTART, (run + 1) * TARGETS_RESTART)) {
        previous = previous.slice(0, sharedLength(line)) + line.slice(1);
        targets.push(previous);
      }
      this.targets[run] = targets;
    }
    return targets[index % TARGETS_RESTART]!;
  }

  /** Every row, bucket by bucket (for the tests and tools; a request never iterates). */
  *entries(): MapIterator<[string, string]> {
    for (let b = 0; b < this.compiled.buckets.length; b += 1) {
      for (const [key, index] of (this.read[b] ??= readBucket(this.compiled.buckets[b]!))) yield [key, this.target(index)];
    }
  }

  *keys(): MapIterator<string> {
    for (const [key] of this.entries()) yield key;
  }

  *values(): MapIterator<string> {
    for (const [, value] of this.entries()) yield value;
  }

  [Symbol.iterator](): MapIterator<[string, string]> {
    return this.entries();
  }

  forEach(callback: (value: string, key: string, map: ReadonlyMap<string, string>) => void, thisArg?: unknown): void {
    for (const [key, value] of this.entries()) callback.call(thisArg, value, key, this);
  }
}

/** The lookup table of a compiled table (the reverse of compiledTable in redirects/compile.ts). */
export function tableFromCompiled(compiled: CompiledTable): ReadonlyMap<string, string> {
  return new CompiledRedirects(compiled);
}

/** Lookup key of a request path: lower case, without trailing slashes ("/Help/" -> "/help"). */
export function redirectKey(pathname: string): string {
  const key = pathname.toLowerCase().replace(/\/+$/, '');
  return key === '' ? '/' : key;
}

/** Lookup key of a target's path part, so a target can be checked against the sources. */
export function targetKey(target: string): string {
  return redirectKey(target.split('?')[0]!);
}

/** Builds a lookup table from compiled pairs (exported for the benchmark's synthetic tables). */
export function redirectTable(entries: ReadonlyArray<readonly [string, string]>): ReadonlyMap<string, string> {
  return new Map(entries);
}
