/**
 * Allowlist sanitiser for editors' HTML from the content service. It runs inside the worker on
 * every CMS read. parse5 (the WHATWG parsing algorithm, so every named character reference,
 * implied end tag and mis-nesting repair a browser knows) builds the tree a visitor's browser
 * would build inside RichText's `<div>`; this walk writes a new document from that tree. Input
 * text never reaches the output unescaped, so the output is only allowed elements with checked,
 * double-quoted attributes and escaped text, and every element it opens is closed.
 */
import { defaultTreeAdapter, html as spec, parseFragment } from 'parse5';
import type { DefaultTreeAdapterMap } from 'parse5';
import { ALLOWED_ELEMENTS, DROPPED_WITH_CONTENT, VOID_ELEMENTS, serialiseAttributes } from './html-allowlist';

type Node = DefaultTreeAdapterMap['childNode'];
type Element = DefaultTreeAdapterMap['element'];
type TextNode = DefaultTreeAdapterMap['textNode'];

function escapeText(text: string): string {
  return text.replace(/[&<>]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : '&gt;'));
}

/** A page already has its own `<h1>`: an editor's top heading becomes the next level down. */
function elementName(name: string): string {
  return name === 'h1' ? 'h2' : name;
}

function isElement(node: Node): node is Element {
  return 'tagName' in node;
}

function isText(node: Node | undefined): node is TextNode {
  return node?.nodeName === '#text';
}

/**
 * The parser drops one newline right after `<pre>`, so text that still starts with one (the
 * editor wrote two) needs an extra one to survive the visitor's browser.
 */
function preNewline(element: Element): string {
  const first = element.childNodes[0];
  return isText(first) && first.value.startsWith('\n') ? '\n' : '';
}

/**
 * SVG and MathML content (where mutation XSS lives) goes whole, whatever its name; so do the
 * HTML elements that hold code, documents or form widgets.
 */
function dropsWithContent(element: Element): boolean {
  return element.namespaceURI !== spec.NS.HTML || DROPPED_WITH_CONTENT.has(element.tagName);
}

export function sanitiseHtml(html: string): string {
  // RichText inserts the result as a div's innerHTML, so the input is read in that context.
  const fragment = parseFragment<DefaultTreeAdapterMap>(defaultTreeAdapter.createElement('div', spec.NS.HTML, []), html, {});
  const out: string[] = [];
  // A stack rather than recursion: 40,000 nested divs must not overflow the call stack. Items are
  // nodes still to write or end tags already decided, last first.
  const work: (Node | string)[] = fragment.childNodes.slice().reverse();
  while (work.length > 0) {
    const item = work.pop()!;
    if (typeof item === 'string') {
      out.push(item);
      continue;
    }
    if (isText(item)) {
      out.push(escapeText(item.value));
      continue;
    }
    // Comments and doctypes go.
    if (!isElement(item) || dropsWithContent(item)) continue;
    const name = elementName(item.tagName);
    // Unknown elements, an image without a usable src and a link whose address was refused lose
    // their tag only; their text and allowed children stay.
    const attributes = ALLOWED_ELEMENTS.has(name) ? serialiseAttributes(name, item.attrs) : null;
    if (attributes !== null) {
      out.push(`<${name}${attributes}>`);
      if (VOID_ELEMENTS.has(name)) continue;
      if (name === 'pre') out.push(preNewline(item));
      work.push(`</${name}>`);
    }
    for (let i = item.childNodes.length - 1; i >= 0; i--) work.push(item.childNodes[i]!);
  }
  return out.join('');
}
