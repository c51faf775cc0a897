// Where the code uses each message: the `#:` references of the catalogues (`#: client/routes/work/annotation.tsx:42`),
// found in the sources as TypeScript parses them (syntax only, no type checking: a second for the
// whole site). `npm run i18n -- --refs` writes them into locales/messages.pot and every language's
// catalogue; the checks fail while they are out of date, and on a message no code uses.
//
// A message is used where the code names it, through any of the names the code gives its table:
//   import { WORK_TEXT as WORK } from '#messages/client/routes/work/work';
//   const WORK_TEXT = useMessages(WORK);            // or messagesIn(WORK, language): the same table
//   const { minutes } = WORK_TEXT;                   // a name for one message
//   WORK_TEXT.minutes({ minutes: 3 }); minutes(…);   // ← the uses, each a `file:line`
// or where a string names its key (`says('FIELD_MESSAGES.email')`, the forms' messages). A
// message the code reads only through its table (`CATALOGUE_VOCABULARY.INSTRUMENT_NAMES[name]`,
// `FACET_TEXT.sorts` handed on, `keywords.map(…)`) is used where the nearest table holding it is.
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { keyOf, pathOf } from './catalogue.mjs';

/** Calls that give back the table they are given, in the page's language. */
const SAME_TABLE = new Set(['useMessages', 'messagesIn']);

/** Nodes that hold names of their own (a block, a function, a loop, a catch). */
const isScope = (node) =>
  ts.isSourceFile(node) ||
  ts.isBlock(node) ||
  ts.isModuleBlock(node) ||
  ts.isCaseBlock(node) ||
  ts.isFunctionLike(node) ||
  ts.isForStatement(node) ||
  ts.isForOfStatement(node) ||
  ts.isForInStatement(node) ||
  ts.isCatchClause(node);

/** What is transparent around an expression: parentheses, `as`, `!`, `satisfies`. */
const isWrapper = (node) =>
  ts.isParenthesizedExpression(node) ||
  ts.isAsExpression(node) ||
  ts.isNonNullExpression(node) ||
  ts.isSatisfiesExpression(node) ||
  ts.isTypeAssertionExpression(node);

/** A literal index (`table['Double bass']`, `list[0]`) as a path segment, else undefined. */
function literalIndex(node) {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  return undefined;
}

/** Whether `child` is a part its parent continues (a property, a literal index, a wrapper, useMessages' argument). */
function continues(parent, child) {
  if (ts.isPropertyAccessExpression(parent)) return parent.expression === child;
  if (ts.isElementAccessExpression(parent)) return parent.expression === child && literalIndex(parent.argumentExpression) !== undefined;
  if (isWrapper(parent)) return true;
  if (ts.isCallExpression(parent)) return ts.isIdentifier(parent.expression) && SAME_TABLE.has(parent.expression.text) && parent.arguments[0] === child;
  return false;
}

/** Whether an identifier names a value here (not a declaration, a property's name, a label or a type). */
function isReference(node) {
  const parent = node.parent;
  if (ts.isPropertyAccessExpression(parent) || ts.isQualifiedName(parent)) return parent.expression === node || parent.left === node;
  if (ts.isShorthandPropertyAssignment(parent)) return true;
  if (ts.isBindingElement(parent) || ts.isVariableDeclaration(parent) || ts.isParameter(parent)) return parent.initializer === node;
  if (ts.isPropertyAssignment(parent) || ts.isJsxAttribute(parent)) return parent.initializer === node;
  return (
    !(ts.isDeclaration(parent) && parent.name === node) && !ts.isImportSpecifier(parent) && !ts.isExportSpecifier(parent) && !ts.isLabeledStatement(parent)
  );
}

/**
 * Every use of a message table in one file: { path, line } with the path as far as the code names
 * it (['WORK_TEXT', 'minutes'], ['CATALOGUE_VOCABULARY', 'INSTRUMENT_NAMES'] for a read by a
 * variable, or longer: ['WORK_TEXT', 'keywords', 'map']). `exports` are the catalogue's tables.
 */
export function usesIn(file, text, exports) {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const lineOf = (node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  /** scope node → name → { path } (an import) | { declaration, within } (a variable: its initializer, then the part destructured) | null */
  const scopes = new Map();
  const declare = (scope, name, binding) => {
    if (!scopes.has(scope)) scopes.set(scope, new Map());
    scopes.get(scope).set(name, binding);
  };
  const scopeAbove = (node) => {
    let at = node.parent;
    while (at && !isScope(at)) at = at.parent;
    return at;
  };
  // Names bound by a declaration's pattern: `{ a, b: { c } }` → a (['a']), c (['b', 'c']).
  const bindNames = (name, scope, declaration, within) => {
    if (ts.isIdentifier(name)) return declare(scope, name.text, declaration ? { declaration, within } : null);
    name.elements.forEach((element, index) => {
      if (ts.isOmittedExpression(element)) return;
      let segment = index;
      if (ts.isObjectBindingPattern(name)) {
        const property = element.propertyName ?? element.name;
        segment = ts.isIdentifier(property) || ts.isStringLiteral(property) ? property.text : undefined;
      }
      const usable = declaration && segment !== undefined && !element.dotDotDotToken;
      bindNames(element.name, scope, usable ? declaration : null, usable ? [...within, segment] : []);
    });
  };
  const collect = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && node.importClause && !node.importClause.isTypeOnly) {
      const fromMessages = /^#messages\//.test(node.moduleSpecifier.text);
      const bindings = node.importClause.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) {
          const imported = (element.propertyName ?? element.name).text;
          declare(source, element.name.text, fromMessages && exports.has(imported) ? { path: [imported] } : null);
        }
      } else if (bindings) declare(source, bindings.name.text, fromMessages ? { path: [] } : null);
      if (node.importClause.name) declare(source, node.importClause.name.text, null);
    } else if (ts.isVariableDeclaration(node)) {
      bindNames(node.name, scopeAbove(node), node.initializer ? node : null, []);
    } else if (ts.isParameter(node)) {
      bindNames(node.name, node.parent, null, []);
    } else if ((ts.isFunctionDeclaration(node) || ts.isClassDeclaration(node)) && node.name) {
      declare(scopeAbove(node), node.name.text, null);
    } else if (ts.isCatchClause(node) && node.variableDeclaration) {
      bindNames(node.variableDeclaration.name, node, null, []);
      ts.forEachChild(node.block, collect);
      return;
    }
    ts.forEachChild(node, collect);
  };
  collect(source);

  const resolving = new Set();
  const bindingOf = (identifier) => {
    for (let at = identifier.parent; at; at = at.parent) {
      const names = scopes.get(at);
      if (names?.has(identifier.text)) return names.get(identifier.text);
    }
    return null;
  };
  /** The table path an expression names, or undefined. */
  const pathOfExpression = (node) => {
    if (isWrapper(node)) return pathOfExpression(node.expression);
    if (ts.isIdentifier(node)) {
      const binding = bindingOf(node);
      if (!binding) return undefined;
      if (binding.path) return binding.path;
      if (resolving.has(binding)) return undefined;
      resolving.add(binding);
      const base = pathOfExpression(binding.declaration.initializer);
      resolving.delete(binding);
      return base && [...base, ...binding.within];
    }
    if (ts.isPropertyAccessExpression(node)) {
      const base = pathOfExpression(node.expression);
      return base && [...base, node.name.text];
    }
    if (ts.isElementAccessExpression(node)) {
      const index = literalIndex(node.argumentExpression);
      const base = index === undefined ? undefined : pathOfExpression(node.expression);
      return base && [...base, index];
    }
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && SAME_TABLE.has(node.expression.text) && node.arguments[0]) {
      return pathOfExpression(node.arguments[0]);
    }
    return undefined;
  };

  const uses = [];
  const note = (path, node) => {
    if (path.length && exports.has(path[0])) uses.push({ path, line: lineOf(node) });
  };
  const visit = (node) => {
    if (ts.isTypeNode(node) || ts.isImportDeclaration(node) || ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) return;
    // A string that names a message's key: says('FIELD_MESSAGES.email'), formMessage('NEWSLETTER_MESSAGES.invalid').
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && /^[A-Z][A-Z0-9_]*[.[]/.test(node.text)) {
      try {
        note(pathOf(node.text), node);
      } catch {
        // Not a key.
      }
    }
    // A template that names a table and picks in it: `FIELD_MESSAGES.${name}`.
    if (ts.isTemplateExpression(node) && /^[A-Z][A-Z0-9_]*(?:\.[A-Za-z_$][\w$]*)*\.$/.test(node.head.text)) note(node.head.text.slice(0, -1).split('.'), node);
    const isChain =
      (ts.isIdentifier(node) && isReference(node)) ||
      ts.isPropertyAccessExpression(node) ||
      ts.isElementAccessExpression(node) ||
      (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && SAME_TABLE.has(node.expression.text));
    if (isChain && !continues(node.parent, node)) {
      const path = pathOfExpression(node);
      // A table given a name of its own (`const TEXT = useMessages(WORK)`, `const { a } = TEXT`) is used where that name is.
      const named = ts.isVariableDeclaration(node.parent) && node.parent.initializer === node;
      if (path && !named) {
        const last = ts.isPropertyAccessExpression(node) ? node.name : ts.isElementAccessExpression(node) ? node.argumentExpression : node;
        note(path, last);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return uses;
}

/**
 * The references of each message (key → sorted `file:line` list, empty for a message no code
 * uses): where the code names the message itself, else where it names the nearest table that
 * holds it (read whole, or by a variable).
 */
export function messageReferences(keys, files) {
  const paths = new Map(keys.map((key) => [key, pathOf(key)]));
  const exports = new Set([...paths.values()].map((path) => path[0]));
  // Every table and message of the catalogues, to cut a use to the part the catalogue has (`keywords.map` → `keywords`).
  const nodes = new Set();
  for (const path of paths.values()) for (let length = 1; length <= path.length; length += 1) nodes.add(keyOf(path.slice(0, length)));
  const byNode = new Map();
  for (const file of files) {
    for (const { path, line } of usesIn(file, readFileSync(file, 'utf8'), exports)) {
      let length = path.length;
      while (length > 0 && !nodes.has(keyOf(path.slice(0, length)))) length -= 1;
      if (!length) continue;
      const node = keyOf(path.slice(0, length));
      if (!byNode.has(node)) byNode.set(node, new Set());
      byNode.get(node).add(`${file}:${line}`);
    }
  }
  const compare = (a, b) => {
    const [fileA, lineA] = a.split(/:(?=\d+$)/);
    const [fileB, lineB] = b.split(/:(?=\d+$)/);
    return fileA < fileB ? -1 : fileA > fileB ? 1 : Number(lineA) - Number(lineB);
  };
  const references = new Map();
  for (const [key, path] of paths) {
    let found = [];
    for (let length = path.length; length >= 1 && !found.length; length -= 1) found = [...(byNode.get(keyOf(path.slice(0, length))) ?? [])];
    references.set(key, found.sort(compare));
  }
  return references;
}
