/**
 * Index arithmetic that lets the catalogue grow to hundreds of thousands of editions without
 * materialising them. Edition i is an edition of work (i mod W) from publisher (i mod P); W and P
 * are coprime, so by the Chinese remainder theorem each (work, publisher) pair occurs exactly once
 * in every block of W*P consecutive indexes. Any filter that is a set of such pairs (a composer's
 * works, one publisher, a text query) is therefore a sorted list of residues in one block, and the
 * k-th match, the total and the rank of an index are O(1) or O(log) without scanning.
 */

export interface Selection {
  readonly total: number;
  /** Catalogue index of the k-th match, 0 <= k < total, in ascending index order. */
  at(k: number): number;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/** Number of entries of a sorted array below `limit`. */
function lowerBound(sorted: Int32Array, limit: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < limit) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export class ResidueSelection implements Selection {
  readonly total: number;

  constructor(
    private readonly residues: Int32Array,
    private readonly period: number,
    size: number,
  ) {
    const perBlock = residues.length;
    this.total = Math.floor(size / period) * perBlock + lowerBound(residues, size % period);
  }

  at(k: number): number {
    const perBlock = this.residues.length;
    return Math.floor(k / perBlock) * this.period + this.residues[k % perBlock]!;
  }

  /** Position of catalogue index i in this selection, or -1. */
  rankOf(i: number): number {
    const residue = i % this.period;
    const position = lowerBound(this.residues, residue);
    if (this.residues[position] !== residue) return -1;
    return Math.floor(i / this.period) * this.residues.length + position;
  }
}

export class Lattice {
  readonly period: number;
  private readonly table: Int32Array;

  constructor(
    readonly works: number,
    readonly publishers: number,
    readonly size: number,
  ) {
    if (gcd(works, publishers) !== 1) throw new Error(`work count ${works} and publisher count ${publishers} must be coprime`);
    this.period = works * publishers;
    this.table = new Int32Array(this.period);
    for (let i = 0; i < this.period; i++) this.table[(i % works) * publishers + (i % publishers)] = i;
  }

  workOf(index: number): number {
    return index % this.works;
  }

  publisherOf(index: number): number {
    return index % this.publishers;
  }

  /** How many earlier blocks hold the same (work, publisher) pair: 0 for the first edition. */
  cycleOf(index: number): number {
    return Math.floor(index / this.period);
  }

  /** Editions of any of `works` (null: all) from any of `publishers` (null: all). */
  select(works: readonly number[] | null, publishers: readonly number[] | null): ResidueSelection {
    const ws = works ?? range(this.works);
    const ps = publishers ?? range(this.publishers);
    const residues = new Int32Array(ws.length * ps.length);
    let n = 0;
    for (const w of ws) for (const p of ps) residues[n++] = this.table[w * this.publishers + p]!;
    residues.sort();
    return new ResidueSelection(residues, this.period, this.size);
  }

  /** Editions whose (work, publisher) pair passes the predicate. */
  selectPairs(keep: (work: number, publisher: number) => boolean): ResidueSelection {
    const kept: number[] = [];
    for (let w = 0; w < this.works; w++) {
      for (let p = 0; p < this.publishers; p++) if (keep(w, p)) kept.push(this.table[w * this.publishers + p]!);
    }
    const residues = Int32Array.from(kept).sort();
    return new ResidueSelection(residues, this.period, this.size);
  }
}

export function range(n: number): number[] {
  return Array.from({ length: n }, (_, i) => i);
}

/** The selection without one index (e.g. "related editions" minus the edition itself). */
export function without(selection: ResidueSelection, index: number): Selection {
  const rank = selection.rankOf(index);
  if (rank < 0 || rank >= selection.total) return selection;
  return {
    total: selection.total - 1,
    at: (k) => selection.at(k < rank ? k : k + 1),
  };
}

/** One selection after the other. */
export function concat(first: Selection, second: Selection): Selection {
  return {
    total: first.total + second.total,
    at: (k) => (k < first.total ? first.at(k) : second.at(k - first.total)),
  };
}

/** Indexes of the page [skip, skip + top). */
export function page(selection: Selection, skip: number, top: number): number[] {
  const end = Math.min(selection.total, skip + top);
  const out: number[] = [];
  for (let k = skip; k < end; k++) out.push(selection.at(k));
  return out;
}
