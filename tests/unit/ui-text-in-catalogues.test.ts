import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every word the site writes for visitors lives in the catalogues (locales/), from which the
 * message modules are written; catalogues.test.ts checks them and their extraction. This test
 * holds the half a reader can miss: no `.tsx` file under client/ writes a
 * word itself: no JSX text with a letter, no literal `aria-label`, `title`, `placeholder`, `alt`
 * or `label` attribute.
 *
 * UI_TEXT_ONLY / UI_TEXT_SKIP (a path prefix) narrow it while a branch is being worked on.
 */

const ROOT = resolve(__dirname, '../..');
const TEXT_ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'alt', 'label']);
/** Attribute values that are not words (none needed yet; a value without a letter passes anyway). */
const ALLOWED_LITERALS = new Set<string>([]);
const LETTER = /\p{L}/u;

function tracked(...patterns: string[]): string[] {
  return execFileSync('git', ['ls-files', '--', ...patterns], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);
}

/** `file:line text` for each word written in the file's JSX. */
function wordsInJsx(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(resolve(ROOT, file), 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push(`${file}:${line + 1} ${text.trim().replace(/\s+/g, ' ')}`);
  };
  const literalText = (node: ts.Node | undefined): string | undefined => {
    if (!node) return undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    if (ts.isJsxExpression(node)) return literalText(node.expression);
    if (ts.isParenthesizedExpression(node)) return literalText(node.expression);
    return undefined;
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && LETTER.test(node.text)) report(node, node.text);
    if (ts.isJsxExpression(node) && node.parent && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      const text = literalText(node.expression);
      if (text !== undefined && LETTER.test(text)) report(node, text);
    }
    if (ts.isJsxAttribute(node) && TEXT_ATTRIBUTES.has(node.name.getText(source))) {
      const text = literalText(node.initializer);
      if (text !== undefined && LETTER.test(text) && !ALLOWED_LITERALS.has(text)) report(node, `${node.name.getText(source)}="${text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const inScope = (file: string) => {
  const only = process.env.UI_TEXT_ONLY;
  const skip = process.env.UI_TEXT_SKIP;
  return (!only || file.startsWith(only)) && (!skip || !file.startsWith(skip));
};

describe('UI text lives in the catalogues', () => {
  it('no .tsx file under client/ writes a word itself', () => {
    const files = tracked('client/*.tsx', 'client/**/*.tsx').filter(inScope);
    expect(files.length).toBeGreaterThan(0);
    expect(files.flatMap(wordsInJsx)).toEqual([]);
  });
});
