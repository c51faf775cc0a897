/**
 * The few implied end tags that keep pasted editorial HTML looking as the editor saw it in a
 * browser: a new paragraph, block or list item closes the one before, a table cell closes the
 * previous cell. This is a small subset of the HTML tree builder, enough for sensible output; it
 * does not decide safety (the output is well formed whatever these rules do).
 */

const HEADINGS = new Set(['h2', 'h3', 'h4', 'h5', 'h6']);

/** Starting one of these closes an open `<p>` (HTML's "close a p element in button scope"). */
const CLOSES_PARAGRAPH = new Set([
  'p', 'div', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'dl', 'dd', 'dt', 'li', 'pre', 'blockquote',
  'figure', 'figcaption', 'table', 'hr',
]);

/** A `<p>` beyond one of these belongs to an outer context and stays open. */
const PARAGRAPH_SCOPE = new Set(['table', 'td', 'th', 'caption']);

/** HTML's "special" elements among ours: a list item never closes across them (bar div and p). */
const SPECIAL = new Set([
  'blockquote', 'dd', 'dt', 'dl', 'figcaption', 'figure', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'ol',
  'pre', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'ul', 'caption',
]);

const TABLE_SECTIONS = ['thead', 'tbody', 'tfoot'];

/** The topmost index in `open` at or above `from` holding one of `targets`, stopping at `barriers`. */
function find(open: readonly string[], from: number, targets: readonly string[], barriers: (name: string) => boolean): number {
  for (let i = from - 1; i >= 0; i--) {
    const name = open[i]!;
    if (targets.includes(name)) return i;
    if (barriers(name)) return -1;
  }
  return -1;
}

/**
 * How many open elements remain once `name` starts: the caller closes everything from this
 * index up. Equal to `open.length` when nothing closes.
 */
export function keptBeforeStart(open: readonly string[], name: string): number {
  let kept = open.length;
  const closeFrom = (index: number) => {
    if (index >= 0) kept = Math.min(kept, index);
  };
  if (name === 'li') closeFrom(find(open, kept, ['li'], (el) => SPECIAL.has(el)));
  if (name === 'dd' || name === 'dt') closeFrom(find(open, kept, ['dd', 'dt'], (el) => SPECIAL.has(el)));
  if (name === 'a') closeFrom(find(open, kept, ['a'], (el) => PARAGRAPH_SCOPE.has(el)));
  if (name === 'td' || name === 'th') closeFrom(find(open, kept, ['td', 'th'], (el) => el === 'tr' || el === 'table' || TABLE_SECTIONS.includes(el)));
  if (name === 'tr') closeFrom(find(open, kept, ['tr'], (el) => el === 'table' || TABLE_SECTIONS.includes(el)));
  if (TABLE_SECTIONS.includes(name)) closeFrom(find(open, kept, TABLE_SECTIONS, (el) => el === 'table'));
  if (CLOSES_PARAGRAPH.has(name)) closeFrom(find(open, kept, ['p'], (el) => PARAGRAPH_SCOPE.has(el)));
  // A heading straight inside another heading closes it (`<h2>a<h3>b` is two headings).
  if (HEADINGS.has(name) && kept > 0 && HEADINGS.has(open[kept - 1]!)) kept--;
  return kept;
}

/**
 * The index of the open element an end tag closes, or -1 to ignore it. Any heading end tag
 * closes the nearest open heading, as in browsers (`<h3>x</h2>`).
 */
export function closedByEnd(open: readonly string[], name: string): number {
  const targets = HEADINGS.has(name) ? [...HEADINGS] : [name];
  return find(open, open.length, targets, () => false);
}
