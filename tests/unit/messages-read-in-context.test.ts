import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * One road for the language (docs/decisions/048): the code imports a message module's English
 * export, and reads its words only through the page's language: `useMessages(X)` in a component,
 * `messagesIn(X, language)` in a loader, a helper or the worker. A word read straight off the
 * import would be English on every page, silently, because the worker has no module state that
 * follows the request. This holds that rule for client/, worker/ and shared/: an import from a
 * message module (`#messages/…`) may be passed on (to those two, or to a function that takes the table) and
 * named in a type, never read (`X.key`, `X[key]`, `{ ...X }`, `const { key } = X`).
 */
const ROOT = resolve(__dirname, '../..');

function sources(): string[] {
  return execFileSync('git', ['ls-files', '--', 'client', 'worker', 'shared'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.tsx?$/.test(file));
}

/** `file:line name` for each word read straight off a message module's import. */
export function directReads(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const imported = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    // A message module; the registries (`#messages/registry`, `#messages/pseudo-registry`) list modules and hold no words.
    if (!/^#messages\/(?!(?:pseudo-)?registry$)/.test(statement.moduleSpecifier.text)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (statement.importClause?.isTypeOnly || !bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) if (!element.isTypeOnly) imported.add(element.name.text);
  }
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) && imported.has(node.text)) {
      const parent = node.parent;
      const read =
        (ts.isPropertyAccessExpression(parent) && parent.expression === node) ||
        (ts.isElementAccessExpression(parent) && parent.expression === node) ||
        ts.isSpreadAssignment(parent) ||
        ts.isSpreadElement(parent) ||
        (ts.isVariableDeclaration(parent) && parent.initializer === node && !ts.isIdentifier(parent.name));
      if (read) found.push(`${file}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1} ${node.text}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("the page's language is the only road to its words", () => {
  it('no file reads a message module’s words without its language', () => {
    const files = sources();
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((file) => directReads(file, readFileSync(resolve(ROOT, file), 'utf8')))).toEqual([]);
  });

  it('finds a read the way the worker once took it, straight off the import', () => {
    const from = "from '#messages/client/components/layout/footer';";
    const before = `import { FOOTER_TEXT } ${from}\nconst links = () => [FOOTER_TEXT.blog];\nconst { about } = FOOTER_TEXT;\n`;
    expect(directReads('footer.tsx', before)).toEqual(['footer.tsx:2 FOOTER_TEXT', 'footer.tsx:3 FOOTER_TEXT']);
    const after = `import { FOOTER_TEXT as EN } ${from}\nfunction Footer() { const FOOTER_TEXT = useMessages(EN); return FOOTER_TEXT.blog; }\n`;
    expect(directReads('footer.tsx', after)).toEqual([]);
  });
});
