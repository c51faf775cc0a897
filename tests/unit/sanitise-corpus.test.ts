/**
 * A published corpus nobody here wrote: the Big List of Naughty Strings (npm
 * big-list-of-naughty-strings, MIT), whose "Script Injection" section collects a few hundred XSS
 * payloads from the OWASP cheat sheet and elsewhere. Every string goes through the sanitiser in
 * the places an editor's paste can put it (as body text, inside a double-quoted, single-quoted and
 * unquoted attribute), and the output is read back the way a browser reads it: parse5 builds the
 * tree a `<div>`'s innerHTML would get, and the walk below refuses anything that can run script.
 */
import { parseFragment, defaultTreeAdapter, html as spec } from 'parse5';
import type { DefaultTreeAdapterMap } from 'parse5';
import naughtyStrings from 'big-list-of-naughty-strings/blns.json';
import { describe, expect, it } from 'vitest';
import { sanitiseHtml } from '../../worker/cms/sanitise-html';

type Node = DefaultTreeAdapterMap['childNode'];

/** What the site's CMS HTML may contain, written out here rather than imported from the sanitiser. */
const OUTPUT_ELEMENTS = new Set(
  (
    'p br hr h2 h3 h4 h5 h6 strong b em i u s sub sup small mark blockquote q cite code pre ul ol li dl dt dd a img ' +
    'figure figcaption table thead tbody tfoot tr caption th td span div'
  ).split(' '),
);
const OUTPUT_ATTRIBUTES = new Set(
  'href title target rel src alt width height loading decoding cite start reversed value colspan rowspan scope lang dir'.split(' '),
);
const URL_ATTRIBUTES = new Set(['href', 'src', 'cite']);
const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * How a browser resolves a URL attribute (WHATWG URL parser, against a page of ours). A URL that
 * does not parse goes nowhere (`\\` comes out as `https://`), so it counts as safe.
 */
function protocolOf(url: string): string {
  try {
    return new URL(url, 'https://site.test/page').protocol;
  } catch {
    return 'https:';
  }
}

/** Everything in `html` that could run script once a browser has parsed it, as readable strings. */
function scriptCapable(html: string): string[] {
  const fragment = parseFragment<DefaultTreeAdapterMap>(defaultTreeAdapter.createElement('div', spec.NS.HTML, []), html, {});
  const problems: string[] = [];
  const pending: Node[] = [...fragment.childNodes];
  while (pending.length > 0) {
    const node = pending.pop()!;
    if (!('tagName' in node)) continue;
    if (node.namespaceURI !== spec.NS.HTML) problems.push(`foreign element <${node.tagName}>`);
    else if (!OUTPUT_ELEMENTS.has(node.tagName)) problems.push(`element <${node.tagName}>`);
    for (const { name, value } of node.attrs) {
      if (/^on/i.test(name)) problems.push(`event handler ${node.tagName}[${name}]`);
      else if (!OUTPUT_ATTRIBUTES.has(name)) problems.push(`attribute ${node.tagName}[${name}]`);
      else if (URL_ATTRIBUTES.has(name) && !SAFE_PROTOCOLS.has(protocolOf(value))) problems.push(`${protocolOf(value)} URL in ${node.tagName}[${name}]`);
    }
    pending.push(...node.childNodes);
  }
  return problems;
}

/** Where an editor's paste can land: text, or any kind of attribute value on an allowed element. */
const PLACES: [name: string, wrap: (s: string) => string][] = [
  ['body text', (s) => s],
  ['a double-quoted href', (s) => `<a href="${s}">link</a>`],
  ['a single-quoted title', (s) => `<p title='${s}'>text</p>`],
  ['an unquoted img src', (s) => `<img src=${s} alt=x>`],
];

const corpus: string[] = naughtyStrings;

describe('a published XSS corpus (Big List of Naughty Strings)', () => {
  it('is the real list, and the check below finds script in it before sanitising', () => {
    expect(corpus.length).toBeGreaterThan(400);
    const unsafeRaw = corpus.filter((s) => scriptCapable(s).length > 0);
    // The script-injection section alone is about two hundred strings a browser would run.
    expect(unsafeRaw.length).toBeGreaterThan(100);
    expect(unsafeRaw).toContain('<script>alert(123)</script>');
  });

  it.each(PLACES)('nothing script-capable survives in %s', (_, wrap) => {
    const survivors = corpus
      .map((payload) => ({ payload, out: sanitiseHtml(wrap(payload)) }))
      .map(({ payload, out }) => ({ payload, out, problems: scriptCapable(out) }))
      .filter(({ problems }) => problems.length > 0);
    expect(survivors).toEqual([]);
  });
});
