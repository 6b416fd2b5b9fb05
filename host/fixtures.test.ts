import { describe, test, expect, beforeEach, afterEach } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadFixtureFiles, toWireCase } from './fixtures.js';
import type { FixtureCase } from './fixtures.js';

let root: string;
let dir: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'capkit-fixtures-'));
  dir = join(root, 'fixtures');
  mkdirSync(join(dir, 'permits'), { recursive: true });
  mkdirSync(join(dir, 'access'), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const permitCase = (id: string): FixtureCase => ({
  id,
  requirements: ['PERMIT-005'],
  description: 'commas mean OR',
  setup: { platformGrants: { qq: { u1: ['admin'] } } },
  steps: [{ op: 'permit', permits: ['group(1,2)'], message: { $adapter: 'qq', $channel: { type: 'group', id: '2' } }, expect: { allowed: true } }],
});
const write = (area: string, name: string, content: unknown): void =>
  writeFileSync(join(dir, area, name), typeof content === 'string' ? content : JSON.stringify(content, null, 2));

describe('loadFixtureFiles', () => {
  test('loads every area folder, files sorted, labelled relative to the kit', () => {
    write('permits', 'b.json', { area: 'permits', cases: [permitCase('permits/b')] });
    write('permits', 'a.json', { area: 'permits', cases: [permitCase('permits/a')] });
    write('access', 'x.json', { area: 'access', cases: [{ id: 'access/x', requirements: ['ACCESS-007'], description: 'd', setup: {}, steps: [{ op: 'access', tool: { hidden: true }, message: null, expect: { listed: false, callable: true } }] }] });
    const loaded = loadFixtureFiles(dir);
    expect(loaded.map((f) => [f.file, f.area, f.cases.map((c) => c.id)])).toEqual([
      ['fixtures/access/x.json', 'access', ['access/x']],
      ['fixtures/permits/a.json', 'permits', ['permits/a']],
      ['fixtures/permits/b.json', 'permits', ['permits/b']],
    ]);
    expect(loadFixtureFiles(dir, ['permits']).map((f) => f.file)).toEqual(['fixtures/permits/a.json', 'fixtures/permits/b.json']);
  });
  test('malformed JSON names the file, line and column', () => {
    write('permits', 'bad.json', '{\n  "area": "permits",\n  "cases": [,]\n}');
    expect(() => loadFixtureFiles(dir)).toThrow(/^fixtures\/permits\/bad\.json:3:13: invalid JSON/);
  });
  test('schema problems name the file and the JSON Pointer', () => {
    const c = permitCase('permits/a');
    c.steps[0]!.expect = { allowd: true };
    write('permits', 'x.json', { area: 'permits', cases: [c] });
    expect(() => loadFixtureFiles(dir)).toThrow("fixtures/permits/x.json: /cases/0/steps/0/expect: must have required property 'allowed'");
  });
  test('a case id used twice names both files', () => {
    write('permits', 'a.json', { area: 'permits', cases: [permitCase('permits/same')] });
    write('permits', 'b.json', { area: 'permits', cases: [permitCase('permits/same')] });
    expect(() => loadFixtureFiles(dir)).toThrow('fixtures/permits/b.json: case id "permits/same" is already used in fixtures/permits/a.json');
  });
  test('a file in the wrong area folder is refused', () => {
    write('access', 'p.json', { area: 'permits', cases: [permitCase('permits/a')] });
    expect(() => loadFixtureFiles(dir)).toThrow(/does not match its folder "access"/);
  });
  test('an unknown area folder is named', () => {
    expect(() => loadFixtureFiles(dir, ['weather'])).toThrow(/no fixtures for area "weather"/);
  });
});

describe('toWireCase', () => {
  test('keeps only id, area, setup and steps without expect', () => {
    const fc = permitCase('permits/a');
    const wire = toWireCase(fc);
    expect(wire).toEqual({
      id: 'permits/a',
      area: 'permits',
      setup: { platformGrants: { qq: { u1: ['admin'] } } },
      steps: [{ op: 'permit', permits: ['group(1,2)'], message: { $adapter: 'qq', $channel: { type: 'group', id: '2' } } }],
    });
    expect(Object.keys(wire).sort()).toEqual(['area', 'id', 'setup', 'steps']);
  });
  test('the wire case shares nothing with the fixture', () => {
    const fc = permitCase('permits/a');
    const wire = toWireCase(fc);
    (wire.steps[0] as unknown as { permits: string[] }).permits.push('mutated');
    (wire.setup as { platformGrants: Record<string, unknown> }).platformGrants.qq = {};
    expect(fc).toEqual(permitCase('permits/a'));
  });
});

describe("the kit's own fixtures", () => {
  test('all load, validate and have unique ids', () => {
    const files = loadFixtureFiles();
    const ids = files.flatMap((f) => f.cases.map((c) => c.id));
    expect(files.length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(ids.length);
    for (const f of files) for (const c of f.cases) expect(toWireCase(c).area).toBe(f.area);
  });
});
