// The pseudo-locale (en-XA): every English message with its letters accented, a third or more
// longer, and bracketed: "Search" → "[Šéåŕçĥ ļöŕé]". Never a language for visitors: the worker
// serves it only where the local runs and the tests build it (worker/i18n/pseudo-locale.ts), and
// the browser test tests/e2e/pseudo-locale.spec.ts renders every page in it to find words that do
// not come from the catalogues (they stay plain) and text too long for its box.
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { printAST } from '@formatjs/icu-messageformat-parser/printer.js';

/** The pseudo-locale's code in the generated modules' names (`<id>.en-XA.ts`). */
export const PSEUDO_LOCALE = 'en-XA';

const PLAIN = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const ACCENTED = 'ÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽåƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýž';

/** Each plain letter's accented form. */
const ACCENT = new Map([...PLAIN].map((letter, index) => [letter, [...ACCENTED][index]]));

/** The accented letters, for a test to tell the pseudo-locale's words from plain ones. */
export const PSEUDO_LETTERS = ACCENTED;

/** Words that make a message longer, accented like the rest ("lorem ipsum dolor sit amet"). */
const FILLER = 'ļöŕéɱ îþšûɱ đöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åđîþîšçîñĝ éļîţ';

/** How much longer a message gets: German runs about a third longer than English, short labels more. */
const EXPANSION = 0.4;

/** `text` with its letters accented. */
export const accent = (text) => [...text].map((character) => ACCENT.get(character) ?? character).join('');

/**
 * The pseudo-locale's form of an ICU message: its literal text accented (placeholders, plural and
 * select keywords and tags kept), then "[" before and the filler and "]" after, so a box that
 * cuts the text shows no "]".
 */
export function pseudoMessage(message) {
  const ast = parse(message, { ignoreTag: false, requiresOtherClause: true, shouldParseSkeletons: false });
  let letters = 0;
  const walk = (elements) => {
    for (const element of elements) {
      if (element.type === TYPE.literal) {
        letters += element.value.length;
        element.value = accent(element.value);
      } else if (element.type === TYPE.plural || element.type === TYPE.select) {
        for (const option of Object.values(element.options)) walk(option.value);
      } else if (element.type === TYPE.tag) walk(element.children);
    }
  };
  walk(ast);
  const length = Math.max(2, Math.ceil(letters * EXPANSION));
  const padding = `${FILLER} `
    .repeat(Math.ceil(length / FILLER.length))
    .slice(0, length)
    .trimEnd();
  return printAST([{ type: TYPE.literal, value: '[' }, ...ast, { type: TYPE.literal, value: ` ${padding}]` }]);
}
