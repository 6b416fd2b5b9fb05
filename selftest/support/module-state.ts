// Finds module-level mutable state in a TypeScript source: state that outlives a store, a generation or a
// session, which the brief forbids in the plain reference (state belongs to an instance the host creates).
import ts from 'typescript';

/** One piece of module-level state: the file's line and what it is. */
export interface ModuleState {
  readonly line: number;
  readonly name: string;
  readonly what: string;
}

const COLLECTIONS = new Set(['Map', 'Set', 'WeakMap', 'WeakSet']);
/** Calls that change an array, a Map or a Set in place. */
const MUTATORS = new Set(['set', 'add', 'delete', 'clear', 'push', 'pop', 'shift', 'unshift', 'splice', 'sort', 'reverse', 'fill', 'copyWithin']);

/** Whether `name` is changed anywhere in the file: a mutating call, or an assignment to one of its members. */
function isMutated(source: ts.SourceFile, name: string): boolean {
  let mutated = false;
  const visit = (node: ts.Node): void => {
    if (mutated) return;
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const target = node.expression.expression;
      if (ts.isIdentifier(target) && target.text === name && MUTATORS.has(node.expression.name.text)) mutated = true;
    }
    if (ts.isBinaryExpression(node) && node.operatorToken.kind >= ts.SyntaxKind.FirstAssignment && node.operatorToken.kind <= ts.SyntaxKind.LastAssignment) {
      const left = node.left;
      if ((ts.isPropertyAccessExpression(left) || ts.isElementAccessExpression(left)) && ts.isIdentifier(left.expression) && left.expression.text === name) mutated = true;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return mutated;
}

/** What the initialiser of a top-level const makes, when that can hold state; undefined for a plain value. */
function statefulInitialiser(init: ts.Expression | undefined): string | undefined {
  if (init === undefined) return undefined;
  let e = init;
  while (ts.isAsExpression(e) || ts.isSatisfiesExpression(e) || ts.isParenthesizedExpression(e)) e = e.expression;
  if (ts.isNewExpression(e)) {
    const ctor = e.expression.getText();
    return COLLECTIONS.has(ctor) ? `new ${ctor}` : `an instance of ${ctor}`;
  }
  // A global or sticky regex keeps lastIndex between calls.
  if (ts.isRegularExpressionLiteral(e) && /\/[a-z]*[gy][a-z]*$/.test(e.text)) return 'a regex with lastIndex (g or y)';
  if (ts.isArrayLiteralExpression(e)) return 'an array';
  if (ts.isObjectLiteralExpression(e)) return 'an object';
  return undefined;
}

/**
 * The module-level state of one source: every top-level `let` or `var`, every top-level instance of a class
 * other than Map/Set/WeakMap/WeakSet, and every top-level collection, array or object the file changes.
 * A collection or regex listed in `constantTables` (as `file:name`) is allowed when the file never changes it.
 */
export function moduleStateOf(fileName: string, code: string, constantTables: ReadonlySet<string> = new Set()): ModuleState[] {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const found: ModuleState[] = [];
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const list = statement.declarationList;
    const isConst = (list.flags & ts.NodeFlags.Const) !== 0;
    for (const declaration of list.declarations) {
      const name = declaration.name.getText(source);
      const line = source.getLineAndCharacterOfPosition(declaration.getStart(source)).line + 1;
      if (!isConst) {
        found.push({ line, name, what: 'a top-level let or var' });
        continue;
      }
      const what = statefulInitialiser(declaration.initializer);
      if (what === undefined) continue;
      const changed = isMutated(source, name);
      if (changed) found.push({ line, name, what: `${what}, changed in the file` });
      else if (what.startsWith('an instance')) found.push({ line, name, what });
      else if ((what.startsWith('new ') || what.startsWith('a regex')) && !constantTables.has(`${fileName}:${name}`)) found.push({ line, name, what: `${what} (not listed as a constant)` });
    }
  }
  return found;
}
