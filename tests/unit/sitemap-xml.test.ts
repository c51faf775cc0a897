import { describe, expect, it } from 'vitest';
import { urlElement, w3cDate, xmlText } from '../../worker/discovery/sitemap-xml';
import { robotsTxt } from '../../worker/discovery/robots';
import { childCount, parseChildName } from '../../worker/discovery/sitemap-response';
import { SITEMAP_MAX_URLS } from '../../shared/sitemap';

describe('sitemap XML pieces', () => {
  it('escapes a tricky slug so the file stays well-formed and the address survives', () => {
    const loc = `https://www.nkoda.com/blog/${"o'brien & <sons> \"live\""}?a=1&b=2`;
    const element = urlElement(loc, null);
    expect(element).toBe(
      '<url><loc>https://www.nkoda.com/blog/o&apos;brien &amp; &lt;sons&gt; &quot;live&quot;?a=1&amp;b=2</loc></url>\n',
    );
    // Nothing but entities is left between the tags.
    const inner = /<loc>(.*)<\/loc>/.exec(element)![1]!;
    expect(inner).not.toMatch(/[<>"']|&(?!(amp|lt|gt|quot|apos);)/);
  });

  it('drops characters XML cannot carry at all, escaped or not', () => {
    expect(xmlText('a\u0000b\u0008c\u001Fd\uFFFEe\uD800f')).toBe('abcdef');
    expect(xmlText('tab\there\nnewline é 🎻')).toBe('tab\there\nnewline é 🎻');
  });

  it('writes lastmod as a W3C datetime in UTC, and none for a value that is not a date', () => {
    expect(w3cDate('2025-03-14T09:30:00.000Z')).toBe('2025-03-14T09:30:00Z');
    expect(w3cDate('2025-03-14T10:30:00+01:00')).toBe('2025-03-14T09:30:00Z');
    expect(w3cDate('not a date')).toBeNull();
    expect(w3cDate(null)).toBeNull();
    expect(urlElement('https://x.test/', '2025-03-14T09:30:00Z')).toContain('<lastmod>2025-03-14T09:30:00Z</lastmod>');
  });
});

describe('child sitemap names and counts', () => {
  it('splits a list into children of at most SITEMAP_MAX_URLS', () => {
    expect(childCount(0)).toBe(0);
    expect(childCount(1)).toBe(1);
    expect(childCount(SITEMAP_MAX_URLS)).toBe(1);
    expect(childCount(SITEMAP_MAX_URLS + 1)).toBe(2);
    expect(childCount(100_200)).toBe(Math.ceil(100_200 / SITEMAP_MAX_URLS));
  });

  it('knows only its own sources and numbers from 1 without leading zeros', () => {
    expect(parseChildName('editions-3.xml')).toMatchObject({ source: { name: 'editions' }, n: 3 });
    for (const name of ['editions-0.xml', 'editions-01.xml', 'editions.xml', 'nothing-1.xml', 'editions-1.xml.gz', '../editions-1.xml', 'Editions-1.xml']) {
      expect(parseChildName(name), name).toBeNull();
    }
  });
});

describe('robots.txt', () => {
  it('names the sitemap index on the configured origin', () => {
    expect(robotsTxt('https://example.org')).toMatch(/^Sitemap: https:\/\/example\.org\/sitemap\.xml$/m);
  });
});
