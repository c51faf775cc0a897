// What the smoke reads of a page's HTML, parsed as a browser would (parse5, the site's own
// dependency) rather than matched with patterns: attribute order, quoting and case (React writes
// `hrefLang`) then do not matter.
import { parse } from 'parse5';

const attribute = (node, name) => node.attrs?.find((attr) => attr.name === name)?.value;

function* elements(node) {
  for (const child of node.childNodes ?? []) {
    if (child.tagName) yield child;
    yield* elements(child.tagName === 'template' ? child.content : child);
  }
}

const textOf = (node) => (node.nodeName === '#text' ? node.value : (node.childNodes ?? []).map(textOf).join(''));

/**
 * The parts of a page the checks look at: `<html lang>`, the first `<h1>`'s text, the canonical
 * link, the hreflang alternates, and every link's href in document order.
 */
export function readPage(html) {
  const page = { lang: undefined, heading: undefined, canonical: [], alternates: [], links: [] };
  for (const element of elements(parse(html))) {
    const rel = attribute(element, 'rel')?.toLowerCase().split(/\s+/) ?? [];
    if (element.tagName === 'html') page.lang = attribute(element, 'lang');
    else if (element.tagName === 'h1' && page.heading === undefined) page.heading = textOf(element).replace(/\s+/g, ' ').trim();
    else if (element.tagName === 'link' && rel.includes('canonical')) page.canonical.push(attribute(element, 'href'));
    else if (element.tagName === 'link' && rel.includes('alternate') && attribute(element, 'hreflang') !== undefined)
      page.alternates.push({ hreflang: attribute(element, 'hreflang'), href: attribute(element, 'href') });
    else if (element.tagName === 'a' && attribute(element, 'href') !== undefined) page.links.push(attribute(element, 'href'));
  }
  return page;
}
