import { test, expect } from './fixtures';

test.describe('static assets', () => {
  test('hashed build files are cached for a year; other files revalidate', async ({ request }) => {
    const html = await (await request.get('/')).text();
    // Every built file the page names: its stylesheet link, and in the boot script the entry and
    // the preload list.
    const files = [...new Set([...html.matchAll(/"(\/assets\/[^"]+)"/g)].map((m) => m[1]!))];
    expect(files.some((f) => f.endsWith('.js'))).toBe(true);
    expect(files.some((f) => f.endsWith('.css'))).toBe(true);
    for (const file of files) {
      const response = await request.get(file);
      expect(response.status(), file).toBe(200);
      expect(response.headers()['cache-control'], file).toBe('public, max-age=31536000, immutable');
    }
    const icon = await request.get('/favicon.svg');
    expect(icon.status()).toBe(200);
    expect(icon.headers()['cache-control']).not.toContain('immutable');
  });

  test('the build manifest and header rules are not served', async ({ request }) => {
    for (const path of ['/.vite/manifest.json', '/_headers', '/.assetsignore']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).not.toBe(200);
    }
  });
});
