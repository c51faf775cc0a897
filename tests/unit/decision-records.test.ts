import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Decision records a newcomer reads in a sitting: each a page or less, in the same three parts,
 * with a status line, and the index that lists them says what the records say.
 */
const FOLDER = resolve(__dirname, '../../docs/decisions');
const RECORDS = readdirSync(FOLDER).filter((name) => /^\d{3}-.+\.md$/.test(name));
/** A page of prose: about 500 words (the title and status line count). */
const PAGE_WORDS = 500;

interface Record {
  name: string;
  title: string;
  status: string;
  text: string;
}

function read(name: string): Record {
  const text = readFileSync(resolve(FOLDER, name), 'utf8');
  const lines = text.split('\n');
  const at = lines.findIndex((line) => line.startsWith('Status: '));
  const status = [lines[at]!.slice('Status: '.length)];
  for (let next = at + 1; lines[next]?.trim() && !lines[next]!.startsWith('#'); next++) status.push(lines[next]!.trim());
  return { name, title: lines[0]!.replace(/^# /, ''), status: status.join(' ').replace(/\.$/, ''), text };
}

describe('decision records', () => {
  const records = RECORDS.map(read);

  it('are numbered one after another', () => {
    expect(RECORDS.map((name) => Number(name.slice(0, 3)))).toEqual(RECORDS.map((_, index) => index + 1));
  });

  it.each(records.map((record) => [record.name, record] as const))('%s: context, decision, consequences, a page or less', (_, record) => {
    expect(record.title).toMatch(new RegExp(`^${record.name.slice(0, 3)}: `));
    expect(record.status).toMatch(/^(proposed|accepted|superseded)\b/);
    const headings = [...record.text.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
    expect(headings).toEqual(['Context', 'Decision', 'Consequences']);
    expect(record.text.split(/\s+/).filter(Boolean).length).toBeLessThanOrEqual(PAGE_WORDS);
  });

  it('the index lists every record with its own title and status line', () => {
    const index = readFileSync(resolve(FOLDER, 'README.md'), 'utf8');
    const rows = [...index.matchAll(/^\| \[(.+)\]\((\d{3}-.+\.md)\) \| (.+) \|$/gm)].map(([, title, name, status]) => ({ name, title, status }));
    expect(rows).toEqual(records.map(({ name, title, status }) => ({ name, title, status })));
  });
});
