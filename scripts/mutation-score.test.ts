// The score script against a small hand-written Stryker report: expected numbers are counted by hand
// from the statuses below (Stryker's definition: (killed + timeout) / (killed + timeout + survived + no coverage)).
import { describe, expect, test } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error plain ESM script without declarations (scripts/ is outside the typed project)
import { areaOf, exactText, formatTable, main, scoreOf, scoreRows, staleEquivalents, undetected } from './mutation-score.mjs';

const at = (line: number, start: number, end: number) => ({ start: { line, column: start }, end: { line, column: end } });

const report = {
  schemaVersion: '1.0',
  files: {
    'reference-impl/permits/parse.ts': {
      source: 'const a = x > 1;\nreturn b;\n',
      mutants: [
        { id: '1', mutatorName: 'EqualityOperator', replacement: 'x >= 1', status: 'Killed', location: at(1, 11, 16) },
        { id: '2', mutatorName: 'BooleanLiteral', replacement: 'true', status: 'Timeout', location: at(2, 8, 9) },
        { id: '3', mutatorName: 'ConditionalExpression', replacement: 'false', status: 'Survived', location: at(1, 11, 16) },
      ],
    },
    'reference-impl/permits/roles.ts': {
      source: '',
      mutants: [{ id: '4', mutatorName: 'ObjectLiteral', replacement: '{}', status: 'Ignored', statusReason: 'equivalent: no answer reads it', location: at(1, 1, 1) }],
    },
    'reference-impl/access/can-access-tool.ts': {
      source: 'if (a) f();\n',
      mutants: [
        { id: '5', mutatorName: 'BlockStatement', replacement: '{}', status: 'NoCoverage', location: at(1, 8, 12) },
        { id: '6', mutatorName: 'StringLiteral', replacement: '""', status: 'Killed', location: at(1, 1, 3) },
        { id: '7', mutatorName: 'StringLiteral', replacement: '""', status: 'CompileError', location: at(1, 1, 3) },
      ],
    },
    'reference-impl/host.ts': { source: '', mutants: [{ id: '8', mutatorName: 'X', replacement: 'y', status: 'Killed', location: at(1, 1, 1) }] },
  },
};

describe('areaOf', () => {
  test('the folder below reference-impl/ names the area; root files are reference-impl', () => {
    expect(areaOf('reference-impl/permits/parse.ts')).toBe('reference-impl/permits');
    expect(areaOf('/work/x/reference-impl/registry/names.ts')).toBe('reference-impl/registry');
    expect(areaOf('reference-impl\\access\\message-view.ts')).toBe('reference-impl/access');
    expect(areaOf('reference-impl/host.ts')).toBe('reference-impl');
  });
});

describe('scoreRows', () => {
  test('counts per area and in total, in area order', () => {
    const { rows, total } = scoreRows(report);
    expect(rows.map((r: { name: string }) => r.name)).toEqual(['reference-impl', 'reference-impl/access', 'reference-impl/permits']);
    expect(rows[2]).toEqual({ name: 'reference-impl/permits', killed: 1, timeout: 1, survived: 1, noCoverage: 0, invalid: 0, ignored: 1, equivalents: 1 });
    expect(rows[1]).toEqual({ name: 'reference-impl/access', killed: 1, timeout: 0, survived: 0, noCoverage: 1, invalid: 1, ignored: 0, equivalents: 0 });
    expect(total).toEqual({ name: 'total', killed: 3, timeout: 1, survived: 1, noCoverage: 1, invalid: 1, ignored: 1, equivalents: 1 });
  });

  test('score = detected / (detected + undetected); ignored and invalid mutants do not count', () => {
    const { rows, total } = scoreRows(report);
    expect(scoreOf(rows[2])).toBeCloseTo((100 * 2) / 3, 10);
    expect(scoreOf(rows[1])).toBe(50);
    expect(scoreOf(total)).toBeCloseTo((100 * 4) / 6, 10);
    expect(scoreOf({ name: 'x', killed: 0, timeout: 0, survived: 0, noCoverage: 0, invalid: 2, ignored: 3, equivalents: 0 })).toBeNull();
  });

  test('byFile gives one row per mutated file', () => {
    const { rows } = scoreRows(report, { byFile: true });
    expect(rows.map((r: { name: string }) => r.name)).toEqual([
      'reference-impl/access/can-access-tool.ts',
      'reference-impl/host.ts',
      'reference-impl/permits/parse.ts',
      'reference-impl/permits/roles.ts',
    ]);
  });

  test('a file that is not a Stryker report is named', () => {
    expect(() => scoreRows({ nope: 1 }, { source: 'x.json' })).toThrow(/x\.json: not a Stryker JSON report/);
    expect(() => scoreRows({ files: { 'a.ts': {} } }, { source: 'x.json' })).toThrow(/x\.json: file a\.ts has no "mutants" array/);
  });
});

describe('undetected', () => {
  test('lists survivors and uncovered mutants with place, original text and replacement', () => {
    expect(undetected(report)).toEqual([
      { file: 'reference-impl/access/can-access-tool.ts', line: 1, column: 8, mutator: 'BlockStatement', status: 'NoCoverage', original: 'f();', replacement: '{}' },
      { file: 'reference-impl/permits/parse.ts', line: 1, column: 11, mutator: 'ConditionalExpression', status: 'Survived', original: 'x > 1', replacement: 'false' },
    ]);
  });
});

describe('formatTable', () => {
  test('markdown has a header, an alignment row, one row per area and the total', () => {
    const lines = formatTable(scoreRows(report), { markdown: true }).split('\n');
    expect(lines[0]).toBe('| area | score | killed | timeout | survived | no coverage | errors | ignored | of them listed equivalents |');
    expect(lines).toHaveLength(2 + 3 + 1);
    expect(lines[3]).toBe('| reference-impl/access | 50.00% | 1 | 0 | 0 | 1 | 1 | 0 | 0 |');
    expect(lines[5]).toBe('| total | 66.67% | 3 | 1 | 1 | 1 | 1 | 1 | 1 |');
  });
});

describe('stale equivalents', () => {
  // roles.ts's only mutant is Ignored as the listed equivalent "ObjectLiteral on the empty text"; parse.ts has
  // an EqualityOperator mutant of `x > 1` that is killed, so an entry for it ignored nothing.
  const live = { file: 'reference-impl/permits/roles.ts', mutator: 'ObjectLiteral', original: '', reason: 'no answer reads it' };
  const killed = { file: 'reference-impl/permits/parse.ts', mutator: 'EqualityOperator', original: 'x > 1', reason: 'no answer reads it' };
  const otherMutator = { ...live, mutator: 'StringLiteral' };
  const otherReason = { ...live, reason: 'another reason' };
  const unmutatedFile = { file: 'reference-impl/turns/pipeline.ts', mutator: 'all', original: 'x', reason: 'r' };

  test('an entry that ignored a mutant of its file is live; one that matched none is stale', () => {
    expect(staleEquivalents(report, [live, killed, otherMutator, otherReason])).toEqual([killed, otherMutator, otherReason]);
  });

  test('a file the run did not mutate is not judged (a run narrowed to one area)', () => {
    expect(staleEquivalents(report, [unmutatedFile])).toEqual([]);
  });

  test('exactText reads the replaced text, also across lines', () => {
    expect(exactText('ab\ncd\n', at(1, 2, 3))).toBe('b');
    expect(exactText('ab\ncd\n', { start: { line: 1, column: 2 }, end: { line: 2, column: 2 } })).toBe('b\nc');
  });
});

describe('main', () => {
  const dir = mkdtempSync(join(tmpdir(), 'capkit-mutation-score-'));
  const file = join(dir, 'mutation.json');
  writeFileSync(file, JSON.stringify(report));
  const none = join(dir, 'none.json');
  writeFileSync(none, '[]');
  const stale = join(dir, 'stale.json');
  writeFileSync(stale, JSON.stringify([{ file: 'reference-impl/permits/parse.ts', mutator: 'EqualityOperator', original: 'x > 1', reason: 'wrongly listed' }]));

  test('--min fails below the threshold and passes at or above it', () => {
    const below = main([file, '--min', '90', '--equivalents', none]);
    expect(below.code).toBe(1);
    expect(below.text).toMatch(/mutation score 66\.67% is below the required 90%/);
    expect(main([file, '--min', '60', '--equivalents', none]).code).toBe(0);
  });

  test('a stale entry of the equivalents list fails the run and is named', () => {
    const result = main([file, '--equivalents', stale]);
    expect(result.code).toBe(1);
    expect(result.text).toMatch(/1 stale entry in selftest\/mutation\/equivalents\//);
    expect(result.text).toMatch(/reference-impl\/permits\/parse\.ts EqualityOperator: x > 1/);
  });

  test('bad arguments and missing reports are named', () => {
    expect(() => main([join(dir, 'missing.json')])).toThrow(/cannot read .*missing\.json .*npm run mutation/);
    expect(() => main([file, '--min', 'lots'])).toThrow(/--min needs a percentage 0–100, got "lots"/);
    expect(() => main([file, '--frobnicate'])).toThrow(/unknown option --frobnicate/);
  });
});
