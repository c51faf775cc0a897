/**
 * Allowlist sanitiser for editors' HTML from the content service. It runs inside the worker on
 * every CMS read, so it is plain TypeScript with no DOM: a tokenizer (html-tokenizer.ts) reads the
 * input, and this serialiser writes a new document from the tokens it understood. Input text never
 * reaches the output unescaped, so whatever the tokenizer made of a malformed input, the output is
 * only allowed elements with checked, double-quoted attributes and escaped text, and every element
 * it opens is closed. Linear in the input size.
 */
import { ALLOWED_ELEMENTS, DROPPED_WITH_CONTENT, VOID_ELEMENTS, serialiseAttributes } from './html-allowlist';
import { OpenElements } from './html-nesting';
import { tokenize } from './html-tokenizer';
import type { Token } from './html-tokenizer';

/** Foreign content honours `<svg/>`; HTML ignores the slash (`<select/>` still has content). */
const FOREIGN = new Set(['svg', 'math']);

/** A nested `<option>` or `<select>` does not nest in the browser, so it must not deepen the skip. */
const NEVER_NESTED = new Set(['option', 'select']);

function escapeText(text: string): string {
  return text.replace(/[&<>]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : '&gt;'));
}

/** A page already has its own `<h1>`: an editor's top heading becomes the next level down. */
function elementName(name: string): string {
  return name === 'h1' ? 'h2' : name;
}

export function sanitiseHtml(html: string): string {
  const out: string[] = [];
  const open = new OpenElements((name) => out.push(`</${name}>`));
  /** Inside an element dropped with its content: its name and how many of it are open. */
  let skipping: { name: string; depth: number } | null = null;

  const skip = (token: Token, current: { name: string; depth: number }) => {
    if (token.kind === 'start' && token.name === current.name) {
      if (!NEVER_NESTED.has(token.name) && !(token.selfClosing && FOREIGN.has(token.name))) current.depth++;
    } else if (token.kind === 'end' && token.name === current.name && --current.depth === 0) {
      skipping = null;
    }
  };

  const start = (token: Extract<Token, { kind: 'start' }>) => {
    const name = elementName(token.name);
    if (DROPPED_WITH_CONTENT.has(name)) {
      if (!(token.selfClosing && FOREIGN.has(name))) skipping = { name, depth: 1 };
      return;
    }
    // Unknown elements lose their tag only; their text and allowed children stay.
    if (!ALLOWED_ELEMENTS.has(name)) return;
    const attributes = serialiseAttributes(name, token.attributes);
    if (attributes === null) return;
    open.beforeStart(name);
    out.push(`<${name}${attributes}>`);
    if (!VOID_ELEMENTS.has(name)) open.push(name);
  };

  const end = (rawName: string) => {
    const name = elementName(rawName);
    // Browsers read `</br>` as `<br>`.
    if (name === 'br') {
      out.push('<br>');
      return;
    }
    open.end(name);
  };

  for (const token of tokenize(html)) {
    if (skipping) skip(token, skipping);
    else if (token.kind === 'text') out.push(escapeText(token.text));
    else if (token.kind === 'start') start(token);
    else end(token.name);
  }
  open.closeDownTo(0);
  return out.join('');
}
