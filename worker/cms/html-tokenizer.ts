/**
 * A small HTML tokenizer for the sanitiser: it follows the browser's tokenizer where that decides
 * what is a tag (a tag name runs to whitespace, `/` or `>`, so `<scr<script>` is one odd tag; an
 * unquoted value runs to whitespace or `>`; an unterminated tag at the end of input is no tag at
 * all), and skips comments, doctypes, CDATA and processing instructions. Every scan moves forward,
 * so the cost is linear in the input whatever it contains.
 *
 * Where this differs from a browser (no script-data escape states, no foreign-content rules), the
 * difference can only change which harmless text survives: the serialiser re-emits from these
 * tokens, never from the input.
 */
import { decodeEntities } from './html-entities';

export interface Attribute {
  name: string;
  value: string;
}

export type Token =
  | { kind: 'text'; text: string }
  | { kind: 'start'; name: string; attributes: Attribute[]; selfClosing: boolean }
  | { kind: 'end'; name: string };

/** Elements whose content the browser reads as raw text up to the matching end tag. */
const RAW_TEXT = new Set(['script', 'style', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript', 'textarea', 'title']);

const TAB = 9;
const LINE_FEED = 10;
const FORM_FEED = 12;
const CARRIAGE_RETURN = 13;
const SPACE = 32;
const DOUBLE_QUOTE = 34;
const SINGLE_QUOTE = 39;
const SLASH = 47;
const EQUALS = 61;
const GREATER_THAN = 62;

function isWhitespace(code: number): boolean {
  return code === SPACE || code === TAB || code === LINE_FEED || code === FORM_FEED || code === CARRIAGE_RETURN;
}

function isAsciiAlpha(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

/** Only ASCII letters fold, as in HTML: `toLowerCase` would turn the Kelvin sign into `k`. */
export function asciiLower(s: string): string {
  return s.replace(/[A-Z]+/g, (upper) => upper.toLowerCase());
}

interface Tag {
  name: string;
  attributes: Attribute[];
  selfClosing: boolean;
  end: number;
}

export function tokenize(input: string): Token[] {
  // Browsers turn NUL into U+FFFD in names and values; doing it once up front keeps it out of every branch.
  const html = input.includes('\0') ? input.replace(/\0/g, '\uFFFD') : input;
  const n = html.length;
  const tokens: Token[] = [];

  const pushText = (from: number, to: number) => {
    if (to > from) tokens.push({ kind: 'text', text: decodeEntities(html.slice(from, to), false) });
  };
  const skipWhitespace = (i: number) => {
    while (i < n && isWhitespace(html.charCodeAt(i))) i++;
    return i;
  };
  /** A bogus comment (`<!doctype>`, `<![CDATA[`, `<?xml`, `</3`) ends at the first `>`. */
  const bogusCommentEnd = (from: number) => {
    const close = html.indexOf('>', from);
    return close < 0 ? n : close + 1;
  };
  /** After `<!--`: `-->` or `--!>` ends it, and so do the abrupt `<!-->` and `<!--->`. */
  const commentEnd = (from: number) => {
    if (html.charCodeAt(from) === GREATER_THAN) return from + 1;
    if (html.startsWith('->', from)) return from + 2;
    for (let dashes = html.indexOf('--', from); dashes >= 0; dashes = html.indexOf('--', dashes + 1)) {
      if (html.charCodeAt(dashes + 2) === GREATER_THAN) return dashes + 3;
      if (html.startsWith('!>', dashes + 2)) return dashes + 4;
    }
    return n;
  };

  /** Reads a tag from its name (just after `<` or `</`); null when the input ends inside it. */
  const readTag = (nameStart: number): Tag | null => {
    let i = nameStart;
    while (i < n) {
      const code = html.charCodeAt(i);
      if (isWhitespace(code) || code === SLASH || code === GREATER_THAN) break;
      i++;
    }
    const name = asciiLower(html.slice(nameStart, i));
    const attributes: Attribute[] = [];
    const seen = new Set<string>();
    let selfClosing = false;
    for (;;) {
      // Between attributes, `/` is a separator (`<svg/onload=...>`) unless it closes the tag.
      while (i < n && (isWhitespace(html.charCodeAt(i)) || html.charCodeAt(i) === SLASH)) {
        selfClosing = html.charCodeAt(i) === SLASH && html.charCodeAt(i + 1) === GREATER_THAN;
        i++;
      }
      if (i >= n) return null;
      if (html.charCodeAt(i) === GREATER_THAN) return { name, attributes, selfClosing, end: i + 1 };
      selfClosing = false;
      // A name may start with `=` and may hold quotes or `<`; it ends at whitespace, `/`, `>` or `=`.
      const attributeStart = i++;
      while (i < n) {
        const code = html.charCodeAt(i);
        if (isWhitespace(code) || code === SLASH || code === GREATER_THAN || code === EQUALS) break;
        i++;
      }
      const attributeName = asciiLower(html.slice(attributeStart, i));
      let value = '';
      i = skipWhitespace(i);
      if (html.charCodeAt(i) === EQUALS) {
        i = skipWhitespace(i + 1);
        const quote = html.charCodeAt(i);
        if (quote === DOUBLE_QUOTE || quote === SINGLE_QUOTE) {
          const close = html.indexOf(quote === DOUBLE_QUOTE ? '"' : "'", i + 1);
          if (close < 0) return null;
          value = html.slice(i + 1, close);
          i = close + 1;
        } else {
          const valueStart = i;
          while (i < n && !isWhitespace(html.charCodeAt(i)) && html.charCodeAt(i) !== GREATER_THAN) i++;
          value = html.slice(valueStart, i);
        }
      }
      // The first of two same-named attributes wins, in the browser and here.
      if (!seen.has(attributeName)) {
        seen.add(attributeName);
        attributes.push({ name: attributeName, value: decodeEntities(value, true) });
      }
    }
  };

  /** Skips raw text up to `</name` followed by whitespace, `/` or `>`; pushes that end tag. */
  const skipRawText = (name: string, from: number) => {
    for (let close = html.indexOf('</', from); close >= 0; close = html.indexOf('</', close + 2)) {
      const after = html.charCodeAt(close + 2 + name.length);
      const ends = isWhitespace(after) || after === SLASH || after === GREATER_THAN;
      if (!ends || asciiLower(html.slice(close + 2, close + 2 + name.length)) !== name) continue;
      const tag = readTag(close + 2);
      if (!tag) return n;
      tokens.push({ kind: 'end', name });
      return tag.end;
    }
    return n;
  };

  /** `pos` is where scanning resumes; `textStart` where the pending run of text began. */
  let pos = 0;
  let textStart = 0;
  while (pos < n) {
    const open = html.indexOf('<', pos);
    if (open < 0) break;
    const next = html.charCodeAt(open + 1);
    const isTag = isAsciiAlpha(next) || next === SLASH || next === 33 /* ! */ || next === 63; /* ? */
    // `<` before a space, a digit or the end is just a less-than sign in the text run.
    if (!isTag || (next === SLASH && open + 2 >= n)) {
      pos = open + 1;
      continue;
    }
    pushText(textStart, open);
    if (isAsciiAlpha(next)) {
      const tag = readTag(open + 1);
      if (!tag) return tokens;
      tokens.push({ kind: 'start', name: tag.name, attributes: tag.attributes, selfClosing: tag.selfClosing });
      pos = RAW_TEXT.has(tag.name) ? skipRawText(tag.name, tag.end) : tag.end;
    } else if (next === SLASH) {
      const afterSlash = html.charCodeAt(open + 2);
      if (isAsciiAlpha(afterSlash)) {
        const tag = readTag(open + 2);
        if (!tag) return tokens;
        tokens.push({ kind: 'end', name: tag.name });
        pos = tag.end;
      } else {
        // `</>` vanishes; `</3` and the like are bogus comments.
        pos = afterSlash === GREATER_THAN ? open + 3 : bogusCommentEnd(open + 2);
      }
    } else if (next === 33 /* ! */) {
      pos = html.startsWith('<!--', open) ? commentEnd(open + 4) : bogusCommentEnd(open + 2);
    } else {
      pos = bogusCommentEnd(open + 1);
    }
    textStart = pos;
  }
  pushText(textStart, n);
  return tokens;
}
