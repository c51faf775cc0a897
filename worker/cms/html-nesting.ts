/**
 * The sanitiser's stack of open elements, with the few implied end tags that keep pasted
 * editorial HTML looking as the editor saw it in a browser: a new paragraph, block or list item
 * closes the one before, a table cell closes the previous cell. This is a small subset of the
 * HTML tree builder, enough for sensible output; it does not decide safety (the output is well
 * formed whatever these rules do).
 *
 * Every lookup ("the nearest open li", "the nearest barrier") reads the top of a per-name list of
 * positions instead of walking the stack, so 40,000 nested divs cost no more per tag than one.
 */

const HEADINGS = ['h2', 'h3', 'h4', 'h5', 'h6'];

/** Starting one of these closes an open `<p>` (HTML's "close a p element in button scope"). */
const CLOSES_PARAGRAPH = new Set([
  'p', 'div', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'dl', 'dd', 'dt', 'li', 'pre', 'blockquote',
  'figure', 'figcaption', 'table', 'hr',
]);

/** A `<p>` or `<a>` beyond one of these belongs to an outer context and stays open. */
const PARAGRAPH_SCOPE = ['table', 'td', 'th', 'caption'];

/** HTML's "special" elements among ours (bar div and p): a list item never closes across them. */
const SPECIAL = [
  'blockquote', 'dd', 'dt', 'dl', 'figcaption', 'figure', ...HEADINGS, 'li', 'ol', 'pre', 'table',
  'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'ul', 'caption',
];

const TABLE_SECTIONS = ['thead', 'tbody', 'tfoot'];

const except = (list: readonly string[], ...names: string[]) => list.filter((name) => !names.includes(name));

/** name -> [elements it closes, elements that shield them], applied in this order. */
const IMPLIED_CLOSES: [applies: (name: string) => boolean, targets: string[], barriers: string[]][] = [
  [(name) => name === 'li', ['li'], except(SPECIAL, 'li')],
  [(name) => name === 'dd' || name === 'dt', ['dd', 'dt'], except(SPECIAL, 'dd', 'dt')],
  [(name) => name === 'a', ['a'], PARAGRAPH_SCOPE],
  [(name) => name === 'td' || name === 'th', ['td', 'th'], ['tr', 'table', ...TABLE_SECTIONS]],
  [(name) => name === 'tr', ['tr'], ['table', ...TABLE_SECTIONS]],
  [(name) => TABLE_SECTIONS.includes(name), TABLE_SECTIONS, ['table']],
  [(name) => CLOSES_PARAGRAPH.has(name), ['p'], PARAGRAPH_SCOPE],
];

export class OpenElements {
  private readonly stack: string[] = [];
  private readonly positions = new Map<string, number[]>();

  /** `onClose` receives every element as it is closed, innermost first. */
  constructor(private readonly onClose: (name: string) => void) {}

  push(name: string): void {
    let positions = this.positions.get(name);
    if (!positions) this.positions.set(name, (positions = []));
    positions.push(this.stack.length);
    this.stack.push(name);
  }

  /** Closes elements until only `depth` remain open. */
  closeDownTo(depth: number): void {
    while (this.stack.length > depth) {
      const name = this.stack.pop()!;
      this.positions.get(name)!.pop();
      this.onClose(name);
    }
  }

  /** Closes what starting `name` implicitly closes. */
  beforeStart(name: string): void {
    for (const [applies, targets, barriers] of IMPLIED_CLOSES) {
      if (!applies(name)) continue;
      const target = this.nearest(targets);
      if (target >= 0 && target > this.nearest(barriers)) this.closeDownTo(target);
    }
    // A heading straight inside another heading closes it (`<h2>a<h3>b` is two headings).
    if (HEADINGS.includes(name) && HEADINGS.includes(this.stack[this.stack.length - 1] ?? '')) this.closeDownTo(this.stack.length - 1);
  }

  /**
   * Closes down to the element an end tag ends; a stray end tag (nothing of that name open) does
   * nothing. Any heading end tag ends the nearest open heading, as in browsers (`<h3>x</h2>`).
   */
  end(name: string): void {
    const index = this.nearest(HEADINGS.includes(name) ? HEADINGS : [name]);
    if (index >= 0) this.closeDownTo(index);
  }

  /** The stack index of the innermost open element among `names`, or -1. */
  private nearest(names: readonly string[]): number {
    let nearest = -1;
    for (const name of names) {
      const positions = this.positions.get(name);
      if (positions && positions.length > 0) nearest = Math.max(nearest, positions[positions.length - 1]!);
    }
    return nearest;
  }
}
