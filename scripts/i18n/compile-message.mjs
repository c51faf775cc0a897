// One ICU MessageFormat message → the JavaScript the language's module carries: a string literal
// when it has no argument, else an arrow function of one object of named values. Parsed with
// @formatjs/icu-messageformat-parser at build time, so no parser or formatter library reaches a
// page (docs/decisions/048-message-catalogues.md has the measurements).
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';

/**
 * Parses `message` and returns its arguments (name → kind) and its plural and select options;
 * throws with `where` and the parser's reason when the message is not valid ICU, or uses a
 * construct the site does not compile (dates and times go through Intl in code, tags through
 * components).
 */
export function analyse(message, where) {
  let ast;
  try {
    ast = parse(message, { ignoreTag: false, requiresOtherClause: true, shouldParseSkeletons: false });
  } catch (error) {
    throw new Error(`${where}: not valid ICU MessageFormat (${error.message}): ${JSON.stringify(message)}`);
  }
  const args = new Map();
  const options = new Map();
  const tags = new Set();
  const note = (name, kind) => {
    const seen = args.get(name);
    // A value both shown and counted is a number; a value chosen on is a select, never counted.
    if (!seen || seen === 'text' || (seen === 'number' && kind === 'plural')) args.set(name, kind);
    else if (!(kind === 'text' || kind === seen || (seen === 'plural' && kind === 'number'))) {
      throw new Error(`${where}: argument {${name}} is used as ${seen} and as ${kind}`);
    }
  };
  const walk = (elements) => {
    for (const element of elements) {
      switch (element.type) {
        case TYPE.literal:
        case TYPE.pound:
          break;
        case TYPE.argument:
          note(element.value, 'text');
          break;
        case TYPE.number:
          if (element.style) throw new Error(`${where}: {${element.value}, number, ${element.style}}: only a plain {x, number} is compiled`);
          note(element.value, 'number');
          break;
        case TYPE.plural:
          if (element.pluralType !== 'cardinal' || element.offset) throw new Error(`${where}: only cardinal plurals without offset are compiled`);
          note(element.value, 'plural');
          options.set(element.value, Object.keys(element.options));
          for (const option of Object.values(element.options)) walk(option.value);
          break;
        case TYPE.select:
          note(element.value, 'select');
          options.set(element.value, Object.keys(element.options));
          for (const option of Object.values(element.options)) walk(option.value);
          break;
        case TYPE.tag:
          // <link>text</link>: the call site wraps the text (a link, emphasis) with the function it gives as `link`.
          tags.add(element.value);
          walk(element.children);
          break;
        default:
          throw new Error(`${where}: ${message} uses a date or time argument: format those with Intl in code`);
      }
    }
  };
  walk(ast);
  for (const tag of tags) if (args.has(tag)) throw new Error(`${where}: <${tag}> is also an argument's name`);
  return { ast, args, options, tags };
}

/** A JavaScript template-literal body for `text`. */
const templateText = (text) => text.replace(/[\\`]/g, (c) => `\\${c}`).replace(/\$\{/g, '\\${');

/**
 * The JavaScript expression for one message, and which of the module's helpers it uses:
 * `plural` (the CLDR category of a count in the module's language) and `whole` (a whole number
 * as the language writes it).
 */
export function compileMessage(message, where) {
  const { ast, args, tags } = analyse(message, where);
  if (args.size === 0 && tags.size === 0) {
    // No argument: the message is its text (ICU quoting already undone by the parser).
    return { code: JSON.stringify(ast.map((element) => element.value).join('')), args, tags, uses: new Set() };
  }
  const uses = new Set();
  const body = (elements, count) =>
    elements
      .map((element) => {
        switch (element.type) {
          case TYPE.literal:
            return templateText(element.value);
          case TYPE.pound:
            uses.add('whole');
            return `\${whole(${count}, language)}`;
          case TYPE.argument:
            return `\${v.${element.value}}`;
          case TYPE.number:
            uses.add('whole');
            return `\${whole(v.${element.value}, language)}`;
          case TYPE.plural: {
            const value = `v.${element.value}`;
            const exact = Object.entries(element.options).filter(([key]) => key.startsWith('='));
            const categories = Object.entries(element.options).filter(([key]) => !key.startsWith('=') && key !== 'other');
            let expression = `\`${body(element.options.other.value, value)}\``;
            for (const [key, option] of categories.reverse()) {
              uses.add('plural');
              expression = `plural(${value}) === ${JSON.stringify(key)} ? \`${body(option.value, value)}\` : ${expression}`;
            }
            for (const [key, option] of exact.reverse()) {
              expression = `${value} === ${Number(key.slice(1))} ? \`${body(option.value, value)}\` : ${expression}`;
            }
            return `\${${expression}}`;
          }
          case TYPE.tag:
            // Inside a template: only reached for a tag nested in another, which the top level refuses.
            throw new Error(`${where}: <${element.value}> inside a plural, a select or another tag`);
          case TYPE.select: {
            const value = `v.${element.value}`;
            let expression = `\`${body(element.options.other.value, count)}\``;
            for (const [key, option] of Object.entries(element.options).reverse()) {
              if (key === 'other') continue;
              expression = `${value} === ${JSON.stringify(key)} ? \`${body(option.value, count)}\` : ${expression}`;
            }
            return `\${${expression}}`;
          }
          default:
            throw new Error(`${where}: unexpected element`);
        }
      })
      .join('');
  if (tags.size === 0) return { code: `(v) => \`${body(ast, null)}\``, args, tags, uses };
  // A message with tags is a list of parts: text, and what each tag's function made of its text.
  const parts = [];
  let text = [];
  for (const element of ast) {
    if (element.type !== TYPE.tag) {
      text.push(element);
      continue;
    }
    if (text.length) parts.push(`\`${body(text, null)}\``);
    text = [];
    parts.push(`v.${element.value}(\`${body(element.children, null)}\`)`);
  }
  if (text.length) parts.push(`\`${body(text, null)}\``);
  return { code: `(v) => [${parts.join(', ')}]`, args, tags, uses };
}

/** The TypeScript type of the values a message with `args` (and `tags`) takes. */
export function valuesType(args, options, tags = new Set()) {
  const tagFields = [...tags].map((name) => `${name}: (text: string) => T`);
  const fields = [...args].map(([name, kind]) => {
    if (kind === 'number' || kind === 'plural') return `${name}: number`;
    if (kind === 'select')
      return `${name}: ${
        [...(options.get(name) ?? [])]
          .filter((key) => key !== 'other')
          .map((key) => JSON.stringify(key))
          .join(' | ') || 'string'
      } | (string & {})`;
    return `${name}: string | number`;
  });
  return `{ ${[...fields, ...tagFields].join('; ')} }`;
}
