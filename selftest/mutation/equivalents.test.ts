// The list of reviewed equivalent mutants stays true to the source: every entry names exactly one node of its
// file (so it cannot rot silently nor hide a second mutant by accident), and the ignorer marks only the
// mutants an entry names, which is checked by instrumenting a small source with Stryker's own instrumenter.
import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from '@babel/parser';
// @ts-expect-error plain ESM script without declarations (scripts/ is outside the typed project)
import { equivalentsIgnorer, ignoreReasonOf, loadEquivalents, nodeMatches, validateEquivalents } from '../../scripts/stryker-ignore-equivalents.mjs';

type Entry = { file: string; mutator: string; original: string; context?: string; reason: string };
type Node = { type: string; start: number; end: number; loc: { start: { line: number } } };

const root = join(import.meta.dirname, '..', '..');
const list: Entry[] = loadEquivalents();

function nodesOf(code: string): Node[] {
  const ast = parse(code, { sourceType: 'module', plugins: ['typescript'] });
  const out: Node[] = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (value === null || typeof value !== 'object') return;
    const node = value as Record<string, unknown>;
    if (typeof node.type === 'string' && typeof node.start === 'number') out.push(node as unknown as Node);
    for (const [key, child] of Object.entries(node)) if (key !== 'loc' && !key.endsWith('Comments')) walk(child);
  };
  walk(ast.program);
  return out;
}

describe('selftest/mutation/equivalents/', () => {
  // With a context line, every node of that line whose text is `original` is named (`'' , ''` in one line).
  test('every entry names one node of its file, or the nodes of its context line', () => {
    const sources = new Map<string, { code: string; nodes: Node[] }>();
    const problems: string[] = [];
    for (const entry of list) {
      if (!sources.has(entry.file)) {
        const code = readFileSync(join(root, entry.file), 'utf8');
        sources.set(entry.file, { code, nodes: nodesOf(code) });
      }
      const { code, nodes } = sources.get(entry.file)!;
      const ranges = new Set(nodes.filter((n) => nodeMatches(entry, n, code)).map((n) => `${n.start}:${n.end}`));
      if (ranges.size === 0 || (ranges.size > 1 && entry.context === undefined)) problems.push(`${entry.file} ${entry.mutator} ${JSON.stringify(entry.original)}: ${ranges.size} nodes`);
    }
    expect(problems).toEqual([]);
  });

  // The plain reference has few mutants no answer can tell apart; a long list would mean the reference grew
  // code shaped for something other than the rules (caches, guards its callers already keep).
  test('lists at most 100 entries in all', () => {
    expect(list.length).toBeLessThanOrEqual(100);
  });

  test('no file of reference-impl/ carries a mutation-tool comment', async () => {
    const { readdirSync } = await import('node:fs');
    const files = readdirSync(join(root, 'reference-impl'), { recursive: true, encoding: 'utf8' })
      .map((f) => `reference-impl/${f.replaceAll('\\', '/')}`)
      .filter((f) => f.endsWith('.ts'));
    const marked = files.filter((f: string) => readFileSync(join(root, f), 'utf8').includes('Stryker disable'));
    expect(marked).toEqual([]);
  });
});

describe('validateEquivalents', () => {
  const ok = { file: 'reference-impl/permits/parse.ts', mutator: 'StringLiteral', original: "''", reason: 'free text' };
  test('a bad entry is refused with its index and field', () => {
    expect(() => validateEquivalents({})).toThrow(/must be a JSON array/);
    expect(() => validateEquivalents([ok, { ...ok, mutator: 'Nope' }])).toThrow(/\[1\]: unknown mutator "Nope"/);
    expect(() => validateEquivalents([{ ...ok, reason: '' }])).toThrow(/\[0\]: "reason" must be a non-empty string/);
    expect(() => validateEquivalents([{ ...ok, file: 'cli/x.ts' }])).toThrow(/\[0\]: "file" must be a path below reference-impl\//);
    expect(() => validateEquivalents([{ ...ok, line: 3 }])).toThrow(/\[0\]: unknown field "line"/);
    expect(() => validateEquivalents([ok, { ...ok }])).toThrow(/\[1\]: duplicate/);
    expect(validateEquivalents([ok, { ...ok, context: "return '';" }])).toHaveLength(2);
  });

  test('a folder of lists is read whole, each file named in its errors, duplicates refused across files', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const dir = mkdtempSync(join(tmpdir(), 'capkit-equivalents-'));
    writeFileSync(join(dir, 'a.json'), JSON.stringify([ok]));
    writeFileSync(join(dir, 'b.json'), JSON.stringify([{ ...ok, mutator: 'ConditionalExpression' }]));
    writeFileSync(join(dir, 'notes.txt'), 'not a list');
    expect(loadEquivalents(dir)).toHaveLength(2);
    writeFileSync(join(dir, 'c.json'), JSON.stringify([{ ...ok, reason: 'the same node again' }]));
    expect(() => loadEquivalents(dir)).toThrow(/duplicate of an earlier entry/);
    writeFileSync(join(dir, 'c.json'), '[{');
    expect(() => loadEquivalents(dir)).toThrow(/c\.json: cannot be read as JSON/);
  });
});

describe('the equivalents ignorer', () => {
  const source = ['export function f(a: number, b: string) {', "  if (a > 1 && b === 'x') return 'y';", "  return a > 1 ? 'z' : 'w';", '}', ''].join('\n');

  async function mutants(entries: Entry[]) {
    const { Instrumenter } = await import('@stryker-mutator/instrumenter');
    const logger = { debug() {}, info() {}, warn() {}, isDebugEnabled: () => false };
    const instrumenter = new Instrumenter(logger as never);
    const name = join(root, 'reference-impl', 'sample.ts');
    const ignorers = [equivalentsIgnorer(validateEquivalents(entries))];
    const result = await instrumenter.instrument([{ name, mutate: true, content: source }], { plugins: null, ignorers, excludedMutations: [], noHeader: true } as never);
    const lines = source.split('\n');
    return result.mutants.map((m) => {
      const at = (p: { line: number; column: number }) => lines.slice(0, p.line).join('\n').length + (p.line > 0 ? 1 : 0) + p.column;
      return { mutator: m.mutatorName, original: source.slice(at(m.location.start), at(m.location.end)), line: m.location.start.line + 1, reason: m.statusReason };
    });
  }

  test('a named mutator ignores that mutator on the named node only', async () => {
    const entry = { file: 'reference-impl/sample.ts', mutator: 'ConditionalExpression', original: 'a > 1', context: "if (a > 1 && b === 'x') return 'y';", reason: 'r1' };
    const all = await mutants([entry]);
    const ignored = all.filter((m) => m.reason === ignoreReasonOf(entry));
    expect(ignored.length).toBeGreaterThan(0);
    expect(ignored.every((m) => m.mutator === 'ConditionalExpression' && m.original === 'a > 1' && m.line === 2)).toBe(true);
    // The same node's other mutators, the rest of its line and the same text on line 3 stay mutated.
    expect(all.some((m) => m.mutator === 'EqualityOperator' && m.original === 'a > 1' && m.line === 2 && m.reason === undefined)).toBe(true);
    expect(all.some((m) => m.mutator === 'ConditionalExpression' && m.original === "b === 'x'" && m.reason === undefined)).toBe(true);
    expect(all.some((m) => m.mutator === 'ConditionalExpression' && m.original === 'a > 1' && m.line === 3 && m.reason === undefined)).toBe(true);
  });

  test('`all` ignores every mutant inside the named node', async () => {
    const entry = { file: 'reference-impl/sample.ts', mutator: 'all', original: "return a > 1 ? 'z' : 'w';", reason: 'r2' };
    const all = await mutants([entry]);
    const line3 = all.filter((m) => m.line === 3);
    expect(line3.length).toBeGreaterThan(2);
    expect(line3.every((m) => m.reason === ignoreReasonOf(entry))).toBe(true);
    expect(all.filter((m) => m.line === 2).every((m) => m.reason === undefined)).toBe(true);
  });

  test('an entry for another file ignores nothing', async () => {
    const all = await mutants([{ file: 'reference-impl/other.ts', mutator: 'all', original: "return a > 1 ? 'z' : 'w';", reason: 'r3' }]);
    expect(all.every((m) => m.reason === undefined)).toBe(true);
  });
});
