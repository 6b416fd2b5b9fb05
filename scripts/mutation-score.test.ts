// The score script against a small hand-written Stryker report: expected numbers are counted by hand
// from the statuses below (Stryker's definition: (killed + timeout) / (killed + timeout + survived + no coverage)).
import { describe, expect, test } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// @ts-expect-error plain ESM script without declarations (scripts/ is outside the typed project)
import { areaOf, formatTable, main, scoreOf, scoreRows, undetected } from './mutation-score.mjs';

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
      mutants: [{ id: '4', mutatorName: 'ObjectLiteral', replacement: '{}', status: 'Ignored', location: at(1, 1, 1) }],
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
    expect(rows[2]).toEqual({ name: 'reference-impl/permits', killed: 1, timeout: 1, survived: 1, noCoverage: 0, invalid: 0, ignored: 1 });
    expect(rows[1]).toEqual({ name: 'reference-impl/access', killed: 1, timeout: 0, survived: 0, noCoverage: 1, invalid: 1, ignored: 0 });
    expect(total).toEqual({ name: 'total', killed: 3, timeout: 1, survived: 1, noCoverage: 1, invalid: 1, ignored: 1 });
  });

  test('score = detected / (detected + undetected); ignored and invalid mutants do not count', () => {
    const { rows, total } = scoreRows(report);
    expect(scoreOf(rows[2])).toBeCloseTo((100 * 2) / 3, 10);
    expect(scoreOf(rows[1])).toBe(50);
    expect(scoreOf(total)).toBeCloseTo((100 * 4) / 6, 10);
    expect(scoreOf({ name: 'x', killed: 0, timeout: 0, survived: 0, noCoverage: 0, invalid: 2, ignored: 3 })).toBeNull();
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
    expect(lines[0]).toBe('| area | score | killed | timeout | survived | no coverage | errors | ignored |');
    expect(lines).toHaveLength(2 + 3 + 1);
    expect(lines[3]).toBe('| reference-impl/access | 50.00% | 1 | 0 | 0 | 1 | 1 | 0 |');
    expect(lines[5]).toBe('| total | 66.67% | 3 | 1 | 1 | 1 | 1 | 1 |');
  });
});

describe('main', () => {
  const dir = mkdtempSync(join(tmpdir(), 'capkit-mutation-score-'));
  const file = join(dir, 'mutation.json');
  writeFileSync(file, JSON.stringify(report));

  test('--min fails below the threshold and passes at or above it', () => {
    const below = main([file, '--min', '90']);
    expect(below.code).toBe(1);
    expect(below.text).toMatch(/mutation score 66\.67% is below the required 90%/);
    expect(main([file, '--min', '60']).code).toBe(0);
  });

  test('bad arguments and missing reports are named', () => {
    expect(() => main([join(dir, 'missing.json')])).toThrow(/cannot read .*missing\.json .*npm run mutation/);
    expect(() => main([file, '--min', 'lots'])).toThrow(/--min needs a percentage 0–100, got "lots"/);
    expect(() => main([file, '--frobnicate'])).toThrow(/unknown option --frobnicate/);
  });
});
