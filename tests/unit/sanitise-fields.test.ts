import { describe, expect, it } from 'vitest';
import { CMS_HTML_FIELDS, sanitiseCmsFields } from '../../worker/cms/sanitise-fields';
import { sanitiseHtml } from '../../worker/cms/sanitise-html';
import { BLOG_ARTICLES } from '../../demo-upstream/src/cms-blog';
import { LEARNING_SPACES_EVENTS } from '../../demo-upstream/src/cms-events';
import { LEGAL_PAGES } from '../../demo-upstream/src/cms-pages';

const DIRTY = '<p onclick="steal()">Hi<script>steal()</script> <a href="javascript:steal()">there</a></p>';
const CLEAN = '<p>Hi there</p>';

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object') {
    for (const item of Object.values(value)) deepFreeze(item);
    Object.freeze(value);
  }
  return value;
}

describe('sanitiseCmsFields', () => {
  it('sanitises every CMS HTML field name', () => {
    expect([...CMS_HTML_FIELDS].sort()).toEqual(['Answer', 'Body', 'Content', 'answer', 'body', 'content']);
    for (const field of CMS_HTML_FIELDS) {
      expect(sanitiseCmsFields({ [field]: DIRTY }), field).toEqual({ [field]: CLEAN });
    }
  });

  it('leaves plain-text fields alone: React escapes them', () => {
    const value = { title: DIRTY, excerpt: '<b>bold?</b> & more', BODY: DIRTY, bodyText: DIRTY };
    expect(sanitiseCmsFields(value)).toEqual(value);
  });

  it('walks a Strapi envelope at any depth', () => {
    const answer = {
      data: [
        { id: 1, attributes: { title: 'A', body: DIRTY, author: { data: { attributes: { name: '<i>N</i>', Content: DIRTY } } } } },
        { id: 2, attributes: { title: 'B', sections: [{ Answer: DIRTY }, { answer: 'plain <b>ok</b>' }] } },
      ],
      meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total: 2 } },
    };
    expect(sanitiseCmsFields(answer)).toEqual({
      data: [
        { id: 1, attributes: { title: 'A', body: CLEAN, author: { data: { attributes: { name: '<i>N</i>', Content: CLEAN } } } } },
        { id: 2, attributes: { title: 'B', sections: [{ Answer: CLEAN }, { answer: 'plain <b>ok</b>' }] } },
      ],
      meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total: 2 } },
    });
  });

  it('treats strings in an array under an HTML field as HTML, and lets an object under one decide by its own keys', () => {
    expect(sanitiseCmsFields({ content: [DIRTY, [DIRTY]] })).toEqual({ content: [CLEAN, [CLEAN]] });
    expect(sanitiseCmsFields({ content: { title: DIRTY, body: DIRTY } })).toEqual({ content: { title: DIRTY, body: CLEAN } });
  });

  it('keeps numbers, booleans and nulls, including under HTML field names', () => {
    const value = { body: null, Body: 3, content: true, count: 0, list: [null, 1, 'x'] };
    expect(sanitiseCmsFields(value)).toEqual(value);
    expect(sanitiseCmsFields(DIRTY)).toBe(DIRTY);
    expect(sanitiseCmsFields(null)).toBeNull();
  });

  it('returns a new value and never mutates its input', () => {
    const input = deepFreeze({ data: [{ attributes: { body: DIRTY, tags: ['a'] } }] });
    const snapshot = structuredClone(input);
    const output = sanitiseCmsFields(input) as typeof input;
    expect(input).toEqual(snapshot);
    expect(output).not.toBe(input);
    expect(output.data).not.toBe(input.data);
    expect(output.data[0]!.attributes.tags).not.toBe(input.data[0]!.attributes.tags);
  });

  it('keeps a JSON "__proto__" key as plain data', () => {
    const input = JSON.parse('{"__proto__": {"body": "<script>x</script>ok"}, "title": "t"}') as unknown;
    const output = sanitiseCmsFields(input) as Record<string, unknown>;
    expect(Object.getPrototypeOf(output)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(output, '__proto__')?.value).toEqual({ body: 'ok' });
  });

  it('cleans the demo CMS fixtures: XSS bodies neutralised, every other field as it was', () => {
    const answer = { data: [...BLOG_ARTICLES, ...LEGAL_PAGES, ...LEARNING_SPACES_EVENTS] };
    const cleaned = sanitiseCmsFields(answer) as typeof answer;
    const serialised = JSON.stringify(cleaned);
    expect(serialised).not.toContain('<script');
    expect(serialised).not.toContain('onerror');
    expect(serialised).not.toContain('javascript:');
    cleaned.data.forEach((entry, i) => {
      const original = answer.data[i]!;
      const { body, Body, ...rest } = entry.attributes;
      const { body: originalBody, Body: originalBigBody, ...originalRest } = original.attributes;
      expect(rest).toEqual(originalRest);
      expect(body ?? Body).toBe(sanitiseHtml(String(originalBody ?? originalBigBody)));
    });
  });
});
