// A Stryker ignorer: reviewed equivalent mutants, listed in selftest/mutation/equivalents/<area>.json instead of as comments
// in the reference. A host author reads reference-impl/ to see how a rule is meant, so the bookkeeping of the
// mutation score (which mutant no protocol answer can tell apart from the original, and why) lives in one data
// file per area beside it (selftest/mutation/equivalents/). Each entry names a file, a mutator, the exact source text the mutant replaces and the reason;
// the mutants it matches are marked Ignored with `equivalent: <reason>`, and an entry that matches no mutant
// any more is stale (scripts/mutation-score.mjs fails on it, selftest/mutation/equivalents.test.ts checks the source).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PluginKind, declareValuePlugin } from '@stryker-mutator/api/plugin';

/** One list per area of the reference (root.json for its top-level files), so each area's review reads alone. */
export const EQUIVALENTS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'selftest', 'mutation', 'equivalents');

/** Stryker's mutator names (@stryker-mutator/instrumenter), plus `all`: every mutant inside the node. */
export const MUTATORS = new Set([
  'all', 'ArithmeticOperator', 'ArrayDeclaration', 'ArrowFunction', 'AssignmentOperator', 'BlockStatement', 'BooleanLiteral',
  'ConditionalExpression', 'EqualityOperator', 'LogicalOperator', 'MethodExpression', 'ObjectLiteral', 'OptionalChaining',
  'Regex', 'StringLiteral', 'UnaryOperator', 'UpdateOperator',
]);

const KEYS = new Set(['file', 'mutator', 'original', 'context', 'reason']);

/** The reason a matched mutant carries in the report: how the score script tells an entry's mutants apart. */
export const ignoreReasonOf = (entry) => `equivalent: ${entry.reason}`;

/** One entry, checked: a clear one-line error naming the entry and the field. */
function checkEntry(entry, i, where) {
  const at = `${where}[${i}]`;
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) throw new Error(`${at}: an entry must be an object {file, mutator, original, reason}`);
  for (const key of Object.keys(entry)) if (!KEYS.has(key)) throw new Error(`${at}: unknown field "${key}" (known: ${[...KEYS].join(', ')})`);
  for (const key of ['file', 'mutator', 'original', 'reason']) {
    if (typeof entry[key] !== 'string' || entry[key].trim() === '') throw new Error(`${at}: "${key}" must be a non-empty string`);
  }
  if (entry.context !== undefined && (typeof entry.context !== 'string' || entry.context.trim() === '')) throw new Error(`${at}: "context" must be a non-empty string when given`);
  if (!/^reference-impl\/.+\.ts$/.test(entry.file)) throw new Error(`${at}: "file" must be a path below reference-impl/ ending in .ts, got ${JSON.stringify(entry.file)}`);
  if (!MUTATORS.has(entry.mutator)) throw new Error(`${at}: unknown mutator ${JSON.stringify(entry.mutator)} (known: ${[...MUTATORS].join(', ')})`);
  if (entry.reason.includes('*/')) throw new Error(`${at}: "reason" must not contain "*/"`);
  return entry;
}

/** Validates the parsed list; duplicates (same file, mutator, original, context) are refused. */
export function validateEquivalents(list, where = 'selftest/mutation/equivalents') {
  if (!Array.isArray(list)) throw new Error(`${where}: must be a JSON array of entries {file, mutator, original, reason}`);
  const seen = new Set();
  return list.map((entry, i) => {
    checkEntry(entry, i, where);
    const key = JSON.stringify([entry.file, entry.mutator, entry.original, entry.context ?? null]);
    if (seen.has(key)) throw new Error(`${where}[${i}]: duplicate of an earlier entry (same file, mutator, original and context)`);
    seen.add(key);
    return entry;
  });
}

function loadList(path) {
  let parsed;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new Error(`${path}: cannot be read as JSON (${error.message})`);
  }
  return validateEquivalents(parsed, path);
}

/** A folder's lists (every *.json in it, by name) joined, or one list file; duplicates are refused across them. */
export function loadEquivalents(path = EQUIVALENTS_DIR) {
  let isFolder;
  try {
    isFolder = statSync(path).isDirectory();
  } catch (error) {
    throw new Error(`${path}: cannot be read (${error.message})`);
  }
  if (!isFolder) return loadList(path);
  const files = readdirSync(path).filter((f) => f.endsWith('.json')).sort();
  return validateEquivalents(files.flatMap((f) => loadList(join(path, f))), path);
}

const lineAt = (code, line) => (code.split('\n')[line - 1] ?? '').trim();

/** Whether `node` (in `code`) is the node an entry names: its text is `original`, on a line reading `context`. */
export function nodeMatches(entry, node, code) {
  if (typeof node?.start !== 'number' || typeof node?.end !== 'number') return false;
  if (code.slice(node.start, node.end) !== entry.original) return false;
  return entry.context === undefined || lineAt(code, node.loc.start.line) === entry.context;
}

const NOT_CHILDREN = new Set(['leadingComments', 'trailingComments', 'innerComments', 'loc', 'extra', 'typeAnnotation', 'returnType', 'typeParameters']);

function childrenOf(node) {
  const out = [];
  for (const [key, value] of Object.entries(node)) {
    if (NOT_CHILDREN.has(key) || value === null || typeof value !== 'object') continue;
    for (const child of Array.isArray(value) ? value : [value]) if (typeof child?.type === 'string' && typeof child.start === 'number') out.push(child);
  }
  return out;
}

/** The directives this ignorer adds; each is taken out again once Stryker has read it. */
const added = new WeakSet();

function addComment(node, value) {
  const comment = { type: 'CommentBlock', value: ` ${value} ` };
  added.add(comment);
  node.leadingComments = [...(node.leadingComments ?? []), comment];
}

/** Stryker reads a node's directives before asking the ignorers, so they can go before its mutants are printed. */
function takeOutAdded(node) {
  if (node.leadingComments?.some((c) => added.has(c))) node.leadingComments = node.leadingComments.filter((c) => !added.has(c));
}

/**
 * A named mutator's mutants of one node: Stryker decides them when it enters the node, reading its
 * directives first, so the parent marks the child with a disable directive and the child's first child
 * (or next sibling) with a restore, which keeps the rest of the line mutated.
 */
function markChild(children, index, entry) {
  const child = children[index];
  addComment(child, `Stryker disable next-line ${entry.mutator}: ${ignoreReasonOf(entry)}`);
  const after = childrenOf(child)[0] ?? children[index + 1];
  if (after !== undefined) addComment(after, `Stryker restore next-line ${entry.mutator}`);
}

const fileOf = (path) => String(path.hub?.file?.opts?.filename ?? '').replaceAll('\\', '/');

export function equivalentsIgnorer(list = loadEquivalents()) {
  const byFile = new Map();
  for (const entry of list) byFile.set(entry.file, [...(byFile.get(entry.file) ?? []), entry]);
  const entriesFor = (filename) => [...byFile].find(([file]) => filename === file || filename.endsWith(`/${file}`))?.[1] ?? [];
  return {
    shouldIgnore(path) {
      takeOutAdded(path.node);
      const entries = entriesFor(fileOf(path));
      if (entries.length === 0) return undefined;
      const code = path.hub.getCode();
      const whole = entries.find((e) => e.mutator === 'all' && nodeMatches(e, path.node, code));
      if (whole !== undefined) return ignoreReasonOf(whole);
      const children = childrenOf(path.node);
      children.forEach((child, index) => {
        for (const entry of entries) if (entry.mutator !== 'all' && nodeMatches(entry, child, code)) markChild(children, index, entry);
      });
      return undefined;
    },
  };
}

export const strykerPlugins = [declareValuePlugin(PluginKind.Ignore, 'equivalents', equivalentsIgnorer())];
