/**
 * What the sanitiser lets through: an editorial set of elements, a few attributes per element,
 * and for every attribute a rule that either returns the value to emit or refuses it.
 */
import { asciiLower } from './ascii';
import { safeUrl } from './safe-url';

/** An attribute as the parser hands it over: the name lowercased, the value's references decoded. */
export interface Attribute {
  name: string;
  value: string;
}

/** Element -> its own attributes (`lang` and `dir` are allowed everywhere). `h1` arrives as `h2`. */
const ELEMENT_ATTRIBUTES: Record<string, readonly string[]> = {
  p: [],
  br: [],
  hr: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  sub: [],
  sup: [],
  small: [],
  mark: [],
  blockquote: ['cite'],
  q: ['cite'],
  cite: [],
  code: [],
  pre: [],
  ul: [],
  ol: ['start', 'reversed'],
  li: ['value'],
  dl: [],
  dt: [],
  dd: [],
  a: ['href', 'title', 'target'],
  img: ['src', 'alt', 'width', 'height', 'title'],
  figure: [],
  figcaption: [],
  table: [],
  thead: [],
  tbody: [],
  tfoot: [],
  tr: [],
  caption: [],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan', 'scope'],
  span: [],
  div: [],
};

const GLOBAL_ATTRIBUTES: readonly string[] = ['lang', 'dir'];

export const ALLOWED_ELEMENTS: ReadonlySet<string> = new Set(Object.keys(ELEMENT_ATTRIBUTES));

export const VOID_ELEMENTS: ReadonlySet<string> = new Set(['br', 'hr', 'img']);

/**
 * Dropped together with everything inside them: code, embedded documents, form widgets and
 * foreign content (whose parsing rules are where mutation XSS lives). `embed` is not here: it is
 * void, so dropping the tag drops all of it.
 */
export const DROPPED_WITH_CONTENT: ReadonlySet<string> = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'template',
  'noscript',
  'textarea',
  'title',
  'xmp',
  'noembed',
  'noframes',
  'svg',
  'math',
  'select',
  'option',
  'applet',
]);

/** Attributes every kept element of this kind carries, whatever the input said. */
const FORCED: Record<string, string> = {
  a: ' rel="noopener noreferrer"',
  img: ' loading="lazy" decoding="async"',
};

/** The only attribute value characters that could end or confuse a double-quoted value. */
export function escapeAttribute(value: string): string {
  return value.replace(/[&"<>]/g, (c) => (c === '&' ? '&amp;' : c === '"' ? '&quot;' : c === '<' ? '&lt;' : '&gt;'));
}

/** A loop, not `/\s+$/`: that regex backtracks quadratically on a long run of inner spaces. */
function trimAscii(s: string): string {
  const isSpace = (code: number) => code === 32 || code === 9 || code === 10 || code === 12 || code === 13;
  let start = 0;
  let end = s.length;
  while (start < end && isSpace(s.charCodeAt(start))) start++;
  while (end > start && isSpace(s.charCodeAt(end - 1))) end--;
  return s.slice(start, end);
}

/** A whole number in [min, max], written plainly (`007` -> `7`); anything else is refused. */
function integer(min: number, max: number) {
  return (value: string): string | null => {
    const trimmed = trimAscii(value);
    if (!/^-?\d{1,9}$/.test(trimmed)) return null;
    const number = Number(trimmed);
    return number >= min && number <= max ? String(number) : null;
  };
}

function oneOf(...allowed: string[]) {
  return (value: string): string | null => {
    const lower = asciiLower(trimAscii(value));
    return allowed.includes(lower) ? lower : null;
  };
}

const VALUE_RULES: Record<string, (value: string) => string | null> = {
  href: safeUrl,
  src: safeUrl,
  cite: safeUrl,
  title: (value) => value,
  alt: (value) => value,
  width: integer(0, 100_000),
  height: integer(0, 100_000),
  colspan: integer(1, 1000),
  rowspan: integer(0, 65_534),
  scope: oneOf('row', 'col', 'rowgroup', 'colgroup'),
  start: integer(-1e9, 1e9),
  value: integer(-1e9, 1e9),
  reversed: () => '',
  target: oneOf('_blank'),
  dir: oneOf('ltr', 'rtl', 'auto'),
  // A BCP 47 shape: letters, then dash-separated letters or digits.
  lang: (value) => {
    const trimmed = trimAscii(value);
    return trimmed.length <= 35 && /^[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*$/.test(trimmed) ? trimmed : null;
  },
};

/**
 * The attribute an element is nothing without: an `<img>` without a usable `src` shows nothing
 * but could still fire events; an `<a>` whose address was refused is no link, and the `rel` and
 * `target` it would carry are invalid without `href` (and a screen reader would announce an empty
 * link). Either loses its tag; a link's text stays, as plain text.
 */
const REQUIRED: Record<string, string> = { img: 'src', a: 'href' };

/**
 * The serialised attributes of an allowed element (with a leading space each), or null when the
 * element must lose its tag (it lacks its REQUIRED attribute).
 */
export function serialiseAttributes(element: string, attributes: readonly Attribute[]): string | null {
  const own = ELEMENT_ATTRIBUTES[element] ?? [];
  const required = REQUIRED[element];
  let serialised = '';
  let hasRequired = required === undefined;
  for (const { name, value } of attributes) {
    if (!own.includes(name) && !GLOBAL_ATTRIBUTES.includes(name)) continue;
    const kept = VALUE_RULES[name]?.(value) ?? null;
    if (kept === null) continue;
    if (name === required) hasRequired = true;
    serialised += ` ${name}="${escapeAttribute(kept)}"`;
  }
  if (!hasRequired) return null;
  return serialised + (FORCED[element] ?? '');
}
