/**
 * Character references for the HTML sanitiser (worker/cms/sanitise-html.ts).
 *
 * Only part of HTML's 2,231 named references is known here: every one that decodes to ASCII
 * punctuation or whitespace (the ones filter-evasion tricks rely on, like `&colon;` and `&Tab;`),
 * Latin-1, Greek letters, common typography and the music signs. An unknown name stays literal
 * text; the serialiser escapes its `&`, so the browser shows exactly what was checked and never
 * decodes a character the sanitiser did not see.
 */

/** U+00A0..U+00FF in order. Browsers also accept these without the closing `;`. */
const LATIN1 =
  ('nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn sup2 sup3 ' +
    'acute micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest Agrave Aacute Acirc Atilde ' +
    'Auml Aring AElig Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml ETH Ntilde Ograve Oacute Ocirc ' +
    'Otilde Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute THORN szlig agrave aacute acirc atilde auml ' +
    'aring aelig ccedil egrave eacute ecirc euml igrave iacute icirc iuml eth ntilde ograve oacute ocirc ' +
    'otilde ouml divide oslash ugrave uacute ucirc uuml yacute thorn yuml').split(' ');

/** The other references browsers accept without `;` (the rest of the legacy set). */
const LEGACY_EXTRA: Record<string, number> = { amp: 38, lt: 60, gt: 62, quot: 34, AMP: 38, LT: 60, GT: 62, QUOT: 34, COPY: 169, REG: 174 };

/** U+03B1..U+03C9; capitals are the same names capitalised at U+0391 (no capital final sigma). */
const GREEK = 'alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi rho sigmaf sigma tau upsilon phi chi psi omega'.split(' ');

/** References that need the closing `;`. */
const WITH_SEMICOLON: Record<string, number> = {
  // Everything that decodes to ASCII: the building blocks of `java&Tab;script&colon;` tricks.
  Tab: 9, NewLine: 10, excl: 33, num: 35, dollar: 36, percnt: 37, apos: 39, lpar: 40, rpar: 41, ast: 42,
  midast: 42, plus: 43, comma: 44, period: 46, sol: 47, colon: 58, semi: 59, equals: 61, quest: 63,
  commat: 64, lsqb: 91, lbrack: 91, bsol: 92, rsqb: 93, rbrack: 93, Hat: 94, lowbar: 95, UnderBar: 95,
  grave: 96, DiacriticalGrave: 96, lcub: 123, lbrace: 123, verbar: 124, vert: 124, VerticalLine: 124,
  rcub: 125, rbrace: 125,
  // Typography editors paste from word processors.
  OElig: 0x152, oelig: 0x153, Scaron: 0x160, scaron: 0x161, Yuml: 0x178, fnof: 0x192, circ: 0x2c6,
  tilde: 0x2dc, ensp: 0x2002, emsp: 0x2003, thinsp: 0x2009, zwnj: 0x200c, zwj: 0x200d, lrm: 0x200e,
  rlm: 0x200f, hyphen: 0x2010, dash: 0x2010, ndash: 0x2013, mdash: 0x2014, lsquo: 0x2018, rsquo: 0x2019,
  sbquo: 0x201a, ldquo: 0x201c, rdquo: 0x201d, bdquo: 0x201e, dagger: 0x2020, Dagger: 0x2021,
  bull: 0x2022, hellip: 0x2026, permil: 0x2030, prime: 0x2032, Prime: 0x2033, lsaquo: 0x2039,
  rsaquo: 0x203a, oline: 0x203e, frasl: 0x2044, euro: 0x20ac, trade: 0x2122, larr: 0x2190,
  uarr: 0x2191, rarr: 0x2192, darr: 0x2193, harr: 0x2194, minus: 0x2212, infin: 0x221e, asymp: 0x2248,
  ne: 0x2260, le: 0x2264, ge: 0x2265,
  // A sheet-music library writes about keys.
  flat: 0x266d, natur: 0x266e, natural: 0x266e, sharp: 0x266f,
};

const NAMED = new Map<string, string>();
const LEGACY = new Set<string>();
LATIN1.forEach((name, i) => {
  NAMED.set(name, String.fromCharCode(0xa0 + i));
  LEGACY.add(name);
});
for (const [name, code] of Object.entries(LEGACY_EXTRA)) {
  NAMED.set(name, String.fromCharCode(code));
  LEGACY.add(name);
}
GREEK.forEach((name, i) => {
  NAMED.set(name, String.fromCharCode(0x3b1 + i));
  if (name !== 'sigmaf') NAMED.set(name[0]!.toUpperCase() + name.slice(1), String.fromCharCode(0x391 + i));
});
for (const [name, code] of Object.entries(WITH_SEMICOLON)) NAMED.set(name, String.fromCharCode(code));

const LONGEST_NAME = Math.max(...[...NAMED.keys()].map((name) => name.length));
const LONGEST_LEGACY = Math.max(...[...LEGACY].map((name) => name.length));

/** Numeric references to U+0080..U+009F mean windows-1252, as browsers decode them. */
const WINDOWS_1252: Record<number, number> = {
  0x80: 0x20ac, 0x82: 0x201a, 0x83: 0x192, 0x84: 0x201e, 0x85: 0x2026, 0x86: 0x2020, 0x87: 0x2021,
  0x88: 0x2c6, 0x89: 0x2030, 0x8a: 0x160, 0x8b: 0x2039, 0x8c: 0x152, 0x8e: 0x17d, 0x91: 0x2018,
  0x92: 0x2019, 0x93: 0x201c, 0x94: 0x201d, 0x95: 0x2022, 0x96: 0x2013, 0x97: 0x2014, 0x98: 0x2dc,
  0x99: 0x2122, 0x9a: 0x161, 0x9b: 0x203a, 0x9c: 0x153, 0x9e: 0x17e, 0x9f: 0x178,
};

const SEMICOLON = 59;
const EQUALS = 61;

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

function isHexDigit(code: number): boolean {
  return isDigit(code) || (code >= 65 && code <= 70) || (code >= 97 && code <= 102);
}

function isAlphanumeric(code: number): boolean {
  return isDigit(code) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

function fromCodePoint(code: number): string {
  if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\uFFFD';
  return String.fromCodePoint(WINDOWS_1252[code] ?? code);
}

interface Reference {
  text: string;
  end: number;
}

/** `&#106`, `&#x6A;`: the `;` is optional, as in browsers; a run of zeros or digits stays linear. */
function numericReference(s: string, hash: number): Reference | null {
  let i = hash + 1;
  const hex = s.charCodeAt(i) === 120 || s.charCodeAt(i) === 88;
  if (hex) i++;
  const start = i;
  let code = 0;
  while (i < s.length && (hex ? isHexDigit(s.charCodeAt(i)) : isDigit(s.charCodeAt(i)))) {
    // Capping keeps the number exact enough to know it is out of range, however long the run.
    code = Math.min(code * (hex ? 16 : 10) + parseInt(s[i]!, 16), 0x110000);
    i++;
  }
  if (i === start) return null;
  if (s.charCodeAt(i) === SEMICOLON) i++;
  return { text: fromCodePoint(code), end: i };
}

/**
 * `&name;` from the table; without `;`, the longest legacy name that starts the run. Inside an
 * attribute a legacy name followed by a letter, digit or `=` stays literal (`?a=1&copy=2` is a
 * query string, not a copyright sign), as browsers do.
 */
function namedReference(s: string, nameStart: number, inAttribute: boolean): Reference | null {
  let runEnd = nameStart;
  while (runEnd < s.length && isAlphanumeric(s.charCodeAt(runEnd))) runEnd++;
  const runLength = runEnd - nameStart;
  if (runLength === 0) return null;
  if (s.charCodeAt(runEnd) === SEMICOLON && runLength <= LONGEST_NAME) {
    const text = NAMED.get(s.slice(nameStart, runEnd));
    // An unknown `&name;` is most likely a real reference this table lacks: keep it literal.
    return text === undefined ? null : { text, end: runEnd + 1 };
  }
  for (let length = Math.min(runLength, LONGEST_LEGACY); length >= 2; length--) {
    const name = s.slice(nameStart, nameStart + length);
    if (!LEGACY.has(name)) continue;
    const next = s.charCodeAt(nameStart + length);
    if (inAttribute && (length < runLength || next === EQUALS)) return null;
    return { text: NAMED.get(name)!, end: nameStart + length };
  }
  return null;
}

/** Decodes character references in text (`inAttribute` false) or in an attribute value. */
export function decodeEntities(s: string, inAttribute: boolean): string {
  let amp = s.indexOf('&');
  if (amp < 0) return s;
  const parts: string[] = [];
  let copied = 0;
  while (amp >= 0) {
    const reference = s.charCodeAt(amp + 1) === 35 ? numericReference(s, amp + 1) : namedReference(s, amp + 1, inAttribute);
    if (reference) {
      parts.push(s.slice(copied, amp), reference.text);
      copied = reference.end;
    }
    amp = s.indexOf('&', reference ? reference.end : amp + 1);
  }
  parts.push(s.slice(copied));
  return parts.join('');
}
