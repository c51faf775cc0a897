import { describe, it, expect } from 'vitest';
import { isBlackTextPath, isWhiteHeaderPath, webAppAuthUrl } from '../../client/lib/header-rules';

describe('isWhiteHeaderPath', () => {
  it.each([
    '/artist',
    '/artists',
    '/artists/Johann-Sebastian-Bach',
    '/publisher',
    '/publishers',
    '/publishers/some-publisher',
    '/work',
    '/work/cello-suite-1',
    '/instruments',
    '/instrument',
    '/instrument?ref=abc',
    '/playlist',
    '/upload',
    '/part',
    '/annotation',
    '/preview',
    '/download',
    '/download/mac',
  ])('is white on %s', (path) => {
    expect(isWhiteHeaderPath(path)).toBe(true);
  });

  it.each([
    '/',
    '',
    '/blog',
    '/pricing',
    '/features',
    '/institutions',
    '/what-is-nkoda-music',
    '/development-partnership',
    '/legal/privacy-policy',
    '/learning-spaces',
    '/faq',
    '/contact',
    '/404',
  ])('is not white on %s', (path) => {
    expect(isWhiteHeaderPath(path)).toBe(false);
  });

  it('compares literally: any path that starts with a prefix counts', () => {
    // Documented consequence of the "paths starting with" wording of docs/requirements.md §2.1.1.
    expect(isWhiteHeaderPath('/workshop')).toBe(true);
    expect(isWhiteHeaderPath('/partners')).toBe(true);
  });

  it('is case-sensitive and needs the prefix at the start', () => {
    expect(isWhiteHeaderPath('/Artists')).toBe(false);
    expect(isWhiteHeaderPath('/blog/artist')).toBe(false);
    expect(isWhiteHeaderPath('artist')).toBe(false);
  });
});

describe('isBlackTextPath', () => {
  it('is black on blog articles', () => {
    expect(isBlackTextPath('/blog/my-article')).toBe(true);
    expect(isBlackTextPath('/blog/category')).toBe(true);
  });

  it('is not black on blog category pages', () => {
    expect(isBlackTextPath('/blog/category/news')).toBe(false);
    expect(isBlackTextPath('/blog/category/')).toBe(false);
  });

  it('is not black on the blog list', () => {
    expect(isBlackTextPath('/blog')).toBe(false);
    expect(isBlackTextPath('/blog/')).toBe(false);
    expect(isBlackTextPath('/blogs/x')).toBe(false);
  });

  it('is black on learning-space detail pages only', () => {
    expect(isBlackTextPath('/learning-spaces/summer-school')).toBe(true);
    expect(isBlackTextPath('/learning-spaces')).toBe(false);
    expect(isBlackTextPath('/learning-spaces/')).toBe(false);
    expect(isBlackTextPath('/learning-spacesx/y')).toBe(false);
  });

  it('is not black elsewhere', () => {
    expect(isBlackTextPath('/')).toBe(false);
    expect(isBlackTextPath('/artists/x')).toBe(false);
    expect(isBlackTextPath('/legal/blog/x')).toBe(false);
  });
});

describe('webAppAuthUrl', () => {
  const app = 'https://app.example.com';

  it('links to the bare page when nothing is in context', () => {
    const holder = { contentType: 'Upload', ref: null };
    expect(webAppAuthUrl(app, 'log-in', holder)).toBe('https://app.example.com/log-in');
    expect(webAppAuthUrl(app, 'sign-up', holder)).toBe('https://app.example.com/sign-up');
  });

  it('appends contentType and ref when a content item is in context', () => {
    const holder = { contentType: 'edition', ref: 'E123' };
    expect(webAppAuthUrl(app, 'sign-up', holder)).toBe('https://app.example.com/sign-up?contentType=edition&ref=E123');
  });

  it('URL-encodes the query values', () => {
    const holder = { contentType: 'a b', ref: 'x&y=z/é' };
    const url = webAppAuthUrl(app, 'log-in', holder);
    expect(url).toBe('https://app.example.com/log-in?contentType=a%20b&ref=x%26y%3Dz%2F%C3%A9');
    const parsed = new URL(url);
    expect(parsed.searchParams.get('contentType')).toBe('a b');
    expect(parsed.searchParams.get('ref')).toBe('x&y=z/é');
  });

  it('appends the query for an empty ref (only null means "nothing in context")', () => {
    expect(webAppAuthUrl(app, 'log-in', { contentType: 'Upload', ref: '' })).toBe('https://app.example.com/log-in?contentType=Upload&ref=');
  });

  it('does not double the slash when the configured URL ends with one', () => {
    expect(webAppAuthUrl(`${app}/`, 'log-in', { contentType: 'Upload', ref: null })).toBe('https://app.example.com/log-in');
  });
});
