import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import vnuJar from 'vnu-jar';
import { expect, test, upstreamHook } from './fixtures';
import { ROUTES } from './route-visits';
import { sanitiseHtml } from '../../worker/cms/sanitise-html';
import { ALLOWED_ELEMENTS } from '../../worker/cms/html-allowlist';

/**
 * Issue 18: the server's HTML of every route (the pages every-route.spec.ts visits), of the
 * states a first load can show (the not-found page, an unknown address redirected to it, the
 * unavailable page), and the sanitiser's output for every element it allows, given to the W3C
 * Nu Html Checker (vnu-jar, Java). Any error fails the test, named by page.
 */

/** CMS HTML using every element the sanitiser keeps, each where HTML allows it. */
const EVERY_ALLOWED_ELEMENT = `
<h2 lang="de" dir="ltr">Heading</h2><h3>Three</h3><h4>Four</h4><h5>Five</h5><h6>Six</h6>
<p>Text with <strong>strong</strong>, <b>b</b>, <em>em</em>, <i>i</i>, <u>u</u>, <s>s</s>, <sub>sub</sub>, <sup>sup</sup>,
<small>small</small>, <mark>mark</mark>, <q cite="https://example.com/q">q</q>, <cite>cite</cite>, <code>code</code>,
<span>span</span>, a <a href="https://example.com/" title="Example" target="_blank">link</a>, a refused
<a href="javascript:alert(1)" target="_blank">link</a><br>and a break.</p>
<hr>
<blockquote cite="https://example.com/b"><p>Quoted.</p></blockquote>
<pre>preformatted</pre>
<ul><li>one</li></ul><ol start="3" reversed><li value="3">three</li></ol>
<dl><dt>term</dt><dd>description</dd></dl>
<figure><img src="https://example.com/a.png" alt="A picture" width="10" height="10" title="t"><figcaption>Caption</figcaption></figure>
<table><caption>Table</caption><thead><tr><th scope="col" colspan="1" rowspan="1">H</th></tr></thead>
<tbody><tr><td colspan="1" rowspan="1">D</td></tr></tbody><tfoot><tr><td>F</td></tr></tfoot></table>
<div>div</div>`;

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

/** The checker's errors for `files` (its JSON report is written to stderr). */
function check(files: string[]): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    execFile('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files], { maxBuffer: 64 * 1024 * 1024 }, (error, _stdout, stderr) => {
      try {
        resolve(
          (JSON.parse(stderr) as { messages: VnuMessage[] }).messages.filter((message) => message.type === 'error' || message.type === 'non-document-error'),
        );
      } catch {
        reject(error ?? new Error(`the checker's report could not be read: ${stderr.slice(0, 500)}`));
      }
    });
  });
}

test('every page the server renders is valid HTML', async ({ request }) => {
  test.setTimeout(240_000);
  const dir = mkdtempSync(join(tmpdir(), 'valid-html-'));
  const pages = new Map<string, string>();
  const save = (name: string, html: string) => {
    const file = join(dir, `${pages.size}.html`);
    writeFileSync(file, html);
    pages.set(file, name);
  };
  try {
    for (const visit of ROUTES) {
      const path = typeof visit.address === 'string' ? visit.address : await visit.address(request);
      const answer = await request.get(path);
      expect(answer.status(), path).toBe(visit.status ?? 200);
      save(`${visit.route} (${path})`, await answer.text());
    }
    // The article whose refused link the sanitiser used to leave as an <a> without href.
    const article = '/blog/lesson-notes-with-listening-links';
    const answer = await request.get(article);
    expect(answer.status(), article).toBe(200);
    save(`blog-article (${article})`, await answer.text());
    // The unavailable page: an upload no cache holds, while the upstream fails its reads.
    await upstreamHook('POST', '/__faults', { mode: 'error', pathPrefix: '/v4/promotion/share/upload' });
    try {
      const answer = await request.get('/upload?id=valid-html-unavailable-probe');
      expect(answer.status()).toBe(503);
      save('unavailable (503)', await answer.text());
    } finally {
      await upstreamHook('POST', '/__faults', { mode: 'off' });
    }
    // Every element the sanitiser keeps, in a page of its own.
    const used = new Set([...EVERY_ALLOWED_ELEMENT.matchAll(/<([a-z0-9]+)/g)].map((match) => match[1]));
    expect([...ALLOWED_ELEMENTS].filter((element) => !used.has(element))).toEqual([]);
    save(
      'the sanitiser, every allowed element',
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>CMS HTML</title></head>' +
        `<body><main>${sanitiseHtml(EVERY_ALLOWED_ELEMENT)}</main></body></html>`,
    );

    const errors = await check([...pages.keys()]);
    const named = errors.map(
      ({ url, message, lastLine, extract }) =>
        `${pages.get(new URL(url).pathname) ?? url}, line ${lastLine ?? '?'}: ${message}${extract ? ` [${extract.trim()}]` : ''}`,
    );
    expect(named).toEqual([]);
    expect(pages.size).toBe(ROUTES.length + 3);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
