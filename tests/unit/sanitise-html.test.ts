import { describe, expect, it } from 'vitest';
import { sanitiseHtml } from '../../worker/cms/sanitise-html';
import { BLOG_ARTICLES } from '../../demo-upstream/src/cms-blog';
import { LEARNING_SPACES_EVENTS } from '../../demo-upstream/src/cms-events';
import { FAQ_PAGES, LEGAL_PAGES } from '../../demo-upstream/src/cms-pages';

/** The ids whose bodies carry the XSS vectors (see the comments at the top of those fixtures). */
const XSS_BLOG_ID = 6;
const XSS_LEGAL_ID = 5;

const bodyOf = (entry: { attributes: Record<string, unknown> }) => String(entry.attributes.body ?? entry.attributes.Body);
const tagsOf = (html: string) => [...html.matchAll(/<\/?([a-z0-9]+)/gi)].map((m) => m[0].toLowerCase());
const textOf = (html: string) => html.replace(/<[^>]*>/g, '');

describe('sanitiseHtml keeps editorial HTML', () => {
  const editorial = [
    ...BLOG_ARTICLES.filter((a) => a.id !== XSS_BLOG_ID).map((a) => [`blog ${a.id}`, bodyOf(a)]),
    ...LEGAL_PAGES.filter((p) => p.id !== XSS_LEGAL_ID).map((p) => [`legal ${p.id}`, bodyOf(p)]),
    ...FAQ_PAGES.map((p) => [`faq ${p.id}`, bodyOf(p)]),
    ...LEARNING_SPACES_EVENTS.map((e) => [`event ${e.id}`, bodyOf(e)]),
  ];

  it.each(editorial)('%s: same tags and visible text, links only gain rel', (_, body) => {
    const out = sanitiseHtml(body);
    expect(tagsOf(out)).toEqual(tagsOf(body));
    expect(textOf(out)).toBe(textOf(body));
    expect(out).toBe(body.replace(/<a (href="[^"]*")>/g, '<a $1 rel="noopener noreferrer">'));
  });

  it('keeps every allowed element, lowercased, and closes what the input left open', () => {
    const html =
      '<P>p</P><H2>2</H2><h3>3</h3><h4>4</h4><h5>5</h5><h6>6</h6><strong>s</strong><b>b</b><em>e</em><i>i</i>' +
      '<u>u</u><s>s</s><sub>1</sub><sup>2</sup><small>sm</small><mark>m</mark><blockquote>bq</blockquote>' +
      '<q>q</q><cite>c</cite><code>c</code><pre>p</pre><ul><li>1</li></ul><ol><li>2</li></ol>' +
      '<dl><dt>t</dt><dd>d</dd></dl><figure><figcaption>f</figcaption></figure><span>s</span><div>d</div>' +
      '<table><caption>c</caption><thead><tr><th>h</th></tr></thead><tbody><tr><td>d</td></tr></tbody>' +
      '<tfoot><tr><td>f</td></tr></tfoot></table><br><hr>';
    expect(sanitiseHtml(html)).toBe(html.replace(/<(\/?)([A-Z0-9]+)>/g, (_, slash: string, name: string) => `<${slash}${name.toLowerCase()}>`));
    expect(sanitiseHtml('<p>Open <em>ended')).toBe('<p>Open <em>ended</em></p>');
  });

  it("turns an editor's h1 into h2: the page already has its h1", () => {
    expect(sanitiseHtml('<h1>Title</h1><p>x</p>')).toBe('<h2>Title</h2><p>x</p>');
  });

  it('drops unknown elements but keeps their text', () => {
    expect(sanitiseHtml('<article><font color=red>Red</font> <blink>text</blink></article>')).toBe('Red text');
    expect(sanitiseHtml('<custom-element>inside</custom-element>')).toBe('inside');
  });

  it('drops dangerous containers together with their content', () => {
    for (const name of ['script', 'style', 'iframe', 'object', 'template', 'noscript', 'textarea', 'title', 'xmp', 'noembed', 'noframes', 'select']) {
      expect(sanitiseHtml(`a<${name}>hidden <b>bold</b></${name}>b`), name).toBe('ab');
    }
    for (const name of ['svg', 'math']) {
      expect(sanitiseHtml(`a<${name}>hidden <g>in</g></${name}>b`), name).toBe('ab');
      // An HTML element such as <b> ends foreign content in the browser: it lands after the svg, and so here.
      expect(sanitiseHtml(`a<${name}>hidden <b>bold</b></${name}>b`), name).toBe('a<b>bold</b>b');
    }
    expect(sanitiseHtml('a<select><option>1<option>2</select>b')).toBe('ab');
    expect(sanitiseHtml('a<embed src="/movie.swf">b')).toBe('ab');
    expect(sanitiseHtml('a<svg><svg/><g>x</g></svg>b')).toBe('ab');
    expect(sanitiseHtml('a<svg/>b')).toBe('ab');
  });

  it('removes comments, doctypes, CDATA and processing instructions', () => {
    expect(sanitiseHtml('<!DOCTYPE html>a<!-- note -->b<!---->c<!-->d<?xml version="1.0"?>e<!ELEMENT x>f')).toBe('abcdef');
    expect(sanitiseHtml('a<!-- never closed')).toBe('a');
    // As in browsers, CDATA outside SVG is a bogus comment that ends at the first `>`.
    expect(sanitiseHtml('<![CDATA[<script>alert(1)</script>]]>')).toBe('alert(1)]]&gt;');
  });
});

describe('sanitiseHtml attributes', () => {
  it('keeps the allowed attributes, double-quoted and escaped, in input order', () => {
    expect(sanitiseHtml(`<a href='/blog?a=1&amp;b=2' title='Say "hi" <now>' target=_BLANK>x</a>`)).toBe(
      '<a href="/blog?a=1&amp;b=2" title="Say &quot;hi&quot; &lt;now&gt;" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitiseHtml('<img src="/a.png" alt="A" width="640" height=480 title=t>')).toBe(
      '<img src="/a.png" alt="A" width="640" height="480" title="t" loading="lazy" decoding="async">',
    );
    // A browser puts rows in a <tbody> of its own; the output says so.
    expect(sanitiseHtml('<table><tr><th scope=COL colspan=2 rowspan="3">h</th></tr></table>')).toBe(
      '<table><tbody><tr><th scope="col" colspan="2" rowspan="3">h</th></tr></tbody></table>',
    );
    expect(sanitiseHtml('<ol start="-2" reversed><li value="5">x</li></ol>')).toBe('<ol start="-2" reversed=""><li value="5">x</li></ol>');
    expect(sanitiseHtml('<blockquote cite="https://example.org/source"><q cite="/q">x</q></blockquote>')).toBe(
      '<blockquote cite="https://example.org/source"><q cite="/q">x</q></blockquote>',
    );
    expect(sanitiseHtml('<p lang="fr-CA" dir="RTL">x</p>')).toBe('<p lang="fr-CA" dir="rtl">x</p>');
  });

  it('forces rel on links and lazy, async decoding on images, whatever the input said', () => {
    expect(sanitiseHtml('<a href="/x" rel="opener">x</a>')).toBe('<a href="/x" rel="noopener noreferrer">x</a>');
    expect(sanitiseHtml('<img src="/a.png" loading="eager" decoding="sync">')).toBe('<img src="/a.png" loading="lazy" decoding="async">');
  });

  it('drops every other attribute', () => {
    const html = '<p class="c" id="i" style="color:red" onclick="x()" data-x="1" hidden>x</p>';
    expect(sanitiseHtml(html)).toBe('<p>x</p>');
    expect(sanitiseHtml('<img src="/a.png" srcset="/b.png 2x" usemap="#m" ismap>')).toBe('<img src="/a.png" loading="lazy" decoding="async">');
    expect(sanitiseHtml('<a href="/x" xlink:href="/y" download ping="/p">x</a>')).toBe('<a href="/x" rel="noopener noreferrer">x</a>');
    expect(sanitiseHtml('<p href="/x" src="/y" title="t" start="1">x</p>')).toBe('<p>x</p>');
  });

  it('keeps numbers only when they are numbers', () => {
    expect(sanitiseHtml('<img src="/a.png" width="100px" height="50%">')).toBe('<img src="/a.png" loading="lazy" decoding="async">');
    expect(sanitiseHtml('<img src="/a.png" width=" 007 " height="1e3">')).toBe('<img src="/a.png" width="7" loading="lazy" decoding="async">');
    expect(sanitiseHtml('<table><tr><td colspan="0" rowspan="x">c</td></tr></table>')).toBe('<table><tbody><tr><td>c</td></tr></tbody></table>');
    expect(sanitiseHtml('<ol start="1.5"><li value="two">x</li></ol>')).toBe('<ol><li>x</li></ol>');
  });

  it('refuses odd target, dir, scope and lang values', () => {
    expect(sanitiseHtml('<a href="/x" target="_top">x</a>')).toBe('<a href="/x" rel="noopener noreferrer">x</a>');
    expect(sanitiseHtml('<p dir="up" lang="en us">x</p>')).toBe('<p>x</p>');
    expect(sanitiseHtml('<table><tr><td scope="everything">x</td></tr></table>')).toBe('<table><tbody><tr><td>x</td></tr></tbody></table>');
  });

  it('keeps the first of two attributes with one name, as browsers do', () => {
    expect(sanitiseHtml('<a href="javascript:alert(1)" href="/safe">x</a>')).toBe('x');
    expect(sanitiseHtml('<a HREF="/first" href="/second">x</a>')).toBe('<a href="/first" rel="noopener noreferrer">x</a>');
  });
});

describe('sanitiseHtml URLs', () => {
  const href = (url: string) => sanitiseHtml(`<a href="${url}">x</a>`).match(/href="([^"]*)"/)?.[1] ?? null;

  it('allows http, https, mailto, tel and relative URLs', () => {
    for (const url of [
      'https://nkoda.example/blog',
      'http://example.org',
      'mailto:help@example.org',
      'tel:+44 20 7946 0000',
      '/learning-spaces',
      'faq',
      '../up',
      '?page=2',
      '#section',
      'HTTPS://EXAMPLE.ORG',
      'a/b:c',
    ]) {
      expect(href(url), url).toBe(url.replace(/&/g, '&amp;'));
    }
  });

  it('reads protocol-relative URLs as https', () => {
    expect(href('//cdn.example/x.png')).toBe('https://cdn.example/x.png');
    expect(href('\\\\cdn.example/x.png')).toBe('https://cdn.example/x.png');
    expect(href('/\t/cdn.example')).toBe('https://cdn.example');
  });

  it("cleans tabs, newlines and surrounding controls the way the browser's URL parser does", () => {
    expect(href(' /blog ')).toBe('/blog');
    expect(href('/bl\nog\t')).toBe('/blog');
    expect(href('&#x1;&#x1F;https://example.org')).toBe('https://example.org');
  });

  it('drops every other scheme', () => {
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,x',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'ftp://example.org',
      'blob:https://x/y',
      'foo:bar',
      '\u00a0javascript:alert(1)',
      'java\u00adscript:alert(1)',
    ]) {
      expect(href(url), url).toBeNull();
    }
    expect(href('')).toBeNull();
    expect(href('   ')).toBeNull();
  });

  it("drops an image without a usable src, keeps a link's text without its href", () => {
    expect(sanitiseHtml('a<img src="javascript:alert(1)" alt="x">b<img alt="no src">c')).toBe('abc');
    expect(sanitiseHtml('<a href="data:text/html,x">read me</a>')).toBe('read me');
  });

  it('a refused address takes the link with it: no rel or target without href, which is invalid HTML and an empty link to a screen reader', () => {
    expect(sanitiseHtml('<a href="javascript:alert(1)" target="_blank" title="Listen">the <em>recording</em></a>')).toBe('the <em>recording</em>');
    expect(sanitiseHtml('<a name="top" target="_blank">top</a>')).toBe('top');
    expect(sanitiseHtml('<a href="https://example.com/r" target="_blank">kept</a>')).toBe(
      '<a href="https://example.com/r" target="_blank" rel="noopener noreferrer">kept</a>',
    );
  });
});

describe('sanitiseHtml character references', () => {
  it('decodes named, decimal and hex references, with and without ;, then re-escapes', () => {
    expect(sanitiseHtml('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(sanitiseHtml('&LT;b&GT; &AMP; &QUOT;')).toBe('&lt;b&gt; &amp; "');
    expect(sanitiseHtml('&eacute;t&eacute; &copy 2025 &#233;&#xE9;&#XE9;&#233 &hellip; &flat;&sharp;&natural;')).toBe('été © 2025 éééé … ♭♯♮');
    expect(sanitiseHtml('&times;&divide;&yuml;&nbsp;&Omega;&sigmaf;&Tab;&colon;')).toBe('×÷ÿ\u00a0Ως\t:');
  });

  it('maps odd numbers the way browsers do', () => {
    expect(sanitiseHtml('&#0;&#x110000;&#xD800;&#99999999999999999999;')).toBe('\uFFFD'.repeat(4));
    expect(sanitiseHtml('&#128;&#x99;')).toBe('€™');
  });

  it('decodes every named reference a browser knows, not just a chosen few', () => {
    expect(sanitiseHtml('I &hearts; Bach &check; &frac13;')).toBe('I \u2665 Bach \u2713 \u2153');
    expect(sanitiseHtml('&NotEqualTilde; &bne; &fjlig; &sung; &Aopf;')).toBe('\u2242\u0338 =\u20e5 fj \u266a \u{1d538}');
    // Without the ; only the legacy names count, longest first, as in browsers.
    expect(sanitiseHtml('&notit; &notin; &ampx')).toBe('\u00acit; \u2209 &amp;x');
  });

  it('leaves unknown or incomplete references as visible text', () => {
    expect(sanitiseHtml('Tom & Jerry &unknown; &#; &#x; &;')).toBe('Tom &amp; Jerry &amp;unknown; &amp;#; &amp;#x; &amp;;');
  });

  it("keeps a query string's &name= literal in attributes, as browsers do", () => {
    expect(sanitiseHtml('<a href="/s?a=1&copy=2&amp=3&lt">x</a>')).toBe('<a href="/s?a=1&amp;copy=2&amp;amp=3&lt;" rel="noopener noreferrer">x</a>');
    expect(sanitiseHtml('<a href="/s?a=1&copy;b">x</a>')).toBe('<a href="/s?a=1©b" rel="noopener noreferrer">x</a>');
  });
});

describe('sanitiseHtml nesting', () => {
  it('closes what browsers close implicitly', () => {
    expect(sanitiseHtml('<p>one<p>two<div>three</div>')).toBe('<p>one</p><p>two</p><div>three</div>');
    expect(sanitiseHtml('<ul><li>one<li>two<ul><li>inner</ul></ul>')).toBe('<ul><li>one</li><li>two<ul><li>inner</li></ul></li></ul>');
    expect(sanitiseHtml('<dl><dt>t<dd>d<dt>u</dl>')).toBe('<dl><dt>t</dt><dd>d</dd><dt>u</dt></dl>');
    expect(sanitiseHtml('<table><tr><td>1<td>2<tr><th>3</table>')).toBe('<table><tbody><tr><td>1</td><td>2</td></tr><tr><th>3</th></tr></tbody></table>');
    expect(sanitiseHtml('<a href="/a">a<a href="/b">b</a>')).toBe('<a href="/a" rel="noopener noreferrer">a</a><a href="/b" rel="noopener noreferrer">b</a>');
    expect(sanitiseHtml('<h2>a<h3>b</h2>')).toBe('<h2>a</h2><h3>b</h3>');
  });

  it("keeps a paragraph inside a table cell inside a paragraph's container apart", () => {
    expect(sanitiseHtml('<div><table><tr><td><p>a<p>b</td></tr></table></div>')).toBe(
      '<div><table><tbody><tr><td><p>a</p><p>b</p></td></tr></tbody></table></div>',
    );
  });

  it('drops stray end tags and closes elements crossed by an end tag', () => {
    // A lone </p> is an empty paragraph in a browser; the other stray end tags vanish.
    expect(sanitiseHtml('</p>a</div></b>')).toBe('<p></p>a');
    expect(sanitiseHtml('a</br>b')).toBe('a<br>b');
  });

  it('rebuilds mis-nested inline elements the way a browser does', () => {
    // The italics go on after the bold ends, as every browser shows it.
    expect(sanitiseHtml('<b><i>x</b>y</i>')).toBe('<b><i>x</i></b><i>y</i>');
    expect(sanitiseHtml('<p><em>one<p>two</em></p>')).toBe('<p><em>one</em></p><p><em>two</em></p>');
    expect(sanitiseHtml('<a href="/x"><b>link</a> after</b>')).toBe('<a href="/x" rel="noopener noreferrer"><b>link</b></a><b> after</b>');
  });

  it("keeps an editor's leading blank line in <pre>, which the browser would otherwise swallow", () => {
    expect(sanitiseHtml('<pre>\n\nindented</pre>')).toBe('<pre>\n\nindented</pre>');
    expect(sanitiseHtml('<pre>\nfirst</pre>')).toBe('<pre>first</pre>');
  });
});
