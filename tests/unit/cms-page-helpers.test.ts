import { describe, expect, it } from 'vitest';
import { eventSections } from '../../client/lib/event-schedule';
import { excerpt, plainText } from '../../client/lib/plain-text';

describe('eventSections', () => {
  const event = (id: number, StartsAt: string) => ({ id, StartsAt });
  const a = event(1, '2030-03-01T10:00:00.000Z');
  const b = event(2, '2030-01-01T10:00:00.000Z');
  const c = event(3, '2020-05-01T10:00:00.000Z');
  const d = event(4, '2021-05-01T10:00:00.000Z');
  const e = event(5, '2030-02-01T10:00:00.000Z');

  it('puts upcoming featured events first, other upcoming next, each soonest first, and past events newest first', () => {
    const sections = eventSections([a, b, c], [a, b, c, d, e], '2025-01-01T00:00:00.000Z');
    expect(sections.featured.map((x) => x.id)).toEqual([2, 1]);
    expect(sections.upcoming.map((x) => x.id)).toEqual([5]);
    // A past featured event is a past event like any other.
    expect(sections.past.map((x) => x.id)).toEqual([4, 3]);
  });

  it('counts an event that starts exactly now as upcoming, and one a millisecond earlier as past', () => {
    const sections = eventSections([], [event(1, '2025-01-01T00:00:00.000Z'), event(2, '2024-12-31T23:59:59.999Z')], '2025-01-01T00:00:00.000Z');
    expect(sections.upcoming.map((x) => x.id)).toEqual([1]);
    expect(sections.past.map((x) => x.id)).toEqual([2]);
  });
});

describe('plainText', () => {
  it('drops tags, keeps words apart across blocks and decodes entities', () => {
    expect(plainText('<h2>One</h2><p>Two &amp; three&nbsp;<a href="/x">four</a>.</p><p>&#8220;Five&#x201D;</p>')).toBe('One Two & three four. “Five”');
    expect(plainText('<p>a</p><script>alert(1)</script><p>b</p>')).toBe('a b');
    expect(plainText('&bogus; &#0; &#x110000;')).toBe('&bogus; &#0; &#x110000;');
  });

  it('excerpt cuts at a word boundary and marks the cut', () => {
    expect(excerpt('short text', 160)).toBe('short text');
    const cut = excerpt('word '.repeat(50), 30);
    expect(cut.length).toBeLessThanOrEqual(30);
    expect(cut).toMatch(/word…$/);
  });
});
