// The plain reference and the engine keep no module-level mutable state (issue 32): state belongs to an
// instance a host creates (a store, a generation, a session, an index). A static check over reference-impl/
// and engine/ (non-test files).
import { describe, expect, test } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { moduleStateOf } from './module-state.js';

const root = join(import.meta.dirname, '..', '..');

/** Lookup tables and regexes built once and never changed (the check fails if the file ever changes one). */
const CONSTANTS = new Set([
  'reference-impl/access/can-access-tool.ts:SCOPES',
  'reference-impl/catalog/framework-tools.ts:FRAMEWORK_NAMES',
  'reference-impl/catalog/ops.ts:SETUP_FIELDS',
  'reference-impl/permits/ast.ts:CONVERSATION_KINDS',
  'reference-impl/permits/ast.ts:kindSet',
  // Used only by String.prototype.replace, which starts from 0 and resets lastIndex itself.
  'reference-impl/registry/disk-plugin.ts:ANSI',
]);

/** The non-test sources of one folder of the repository. */
const sourcesIn = (folder: string): string[] =>
  readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .map((f) => `${folder}/${f.replaceAll('\\', '/')}`)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));

// The engine keeps caches too, but only as fields of the instances that own them (a store, an index, a host).
describe.each([
  ['reference-impl', 50],
  ['engine', 10],
])('%s/ has no module-level mutable state', (folder, atLeast) => {
  test('no top-level let, instance, or changed collection in a non-test file', () => {
    const files = sourcesIn(folder);
    expect(files.length).toBeGreaterThan(atLeast);
    const found = files.flatMap((f) => moduleStateOf(f, readFileSync(join(root, f), 'utf8'), CONSTANTS).map((s) => `${f}:${s.line} ${s.name}: ${s.what}`));
    expect(found).toEqual([]);
  });
});

describe('moduleStateOf', () => {
  const sample = [
    'let counter = 0;',
    'export var legacy = 1;',
    'const seen = new Map<string, number>();',
    'const kinds = new Set(["a"]);',
    'const table = new Map([["a", 1]]);',
    'const touched = new Map([["a", 1]]);',
    'const checker = new Ajv({});',
    'const words = /x/g;',
    'const plain = /x/;',
    'const list: string[] = [];',
    'const frozen = Object.freeze({ a: 1 });',
    'const options = { a: 1 };',
    'const limits = { a: 1 };',
    'const SIZE = 20;',
    'export function f(k: string) { let local = 0; seen.set(k, local); list.push(k); touched.delete(k); options.a = 2; return table.get(k); }',
  ].join('\n');
  const found = moduleStateOf('x.ts', sample, new Set(['x.ts:table', 'x.ts:touched']));
  const names = found.map((s) => s.name);

  test('finds lets, instances, changed collections, arrays and objects, g/y regexes and unlisted sets', () => {
    expect(names).toEqual(['counter', 'legacy', 'seen', 'kinds', 'touched', 'checker', 'words', 'list', 'options']);
  });

  test('says where and what', () => {
    expect(found[0]).toEqual({ line: 1, name: 'counter', what: 'a top-level let or var' });
    expect(found.find((s) => s.name === 'touched')?.what).toBe('new Map, changed in the file');
    expect(found.find((s) => s.name === 'kinds')?.what).toBe('new Set (not listed as a constant)');
  });
});
