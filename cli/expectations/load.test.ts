import { describe, expect, test } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadExpectations, parseExpectations } from './load.js';

const good = { entries: [{ id: 'PERMIT-005', status: 'fail', reason: 'commas are AND in 1.x', link: 'https://x/1', when: { area: 'permits', hostVersion: '<2' } }] };

describe('expectations file', () => {
  test('a valid file loads with its entries', () => {
    const loaded = parseExpectations(JSON.stringify(good), 'exp.json');
    expect(loaded.file).toBe('exp.json');
    expect(loaded.entries).toEqual(good.entries);
  });

  const bad: [string, unknown, RegExp][] = [
    ['no entries', {}, /exp\.json: \/: must have required property 'entries'/],
    ['empty reason', { entries: [{ id: 'PERMIT-001', status: 'fail', reason: '  ' }] }, /exp\.json: \/entries\/0\/reason/],
    ['missing reason', { entries: [{ id: 'PERMIT-001', status: 'fail' }] }, /exp\.json: \/entries\/0: must have required property 'reason'/],
    ['unknown status', { entries: [{ id: 'PERMIT-001', status: 'skip', reason: 'r' }] }, /exp\.json: \/entries\/0\/status: must be one of/],
    ['bad hostVersion', { entries: [{ id: 'PERMIT-001', status: 'fail', reason: 'r', when: { hostVersion: '>=x' } }] }, /\/entries\/0\/when\/hostVersion/],
    ['unknown field', { entries: [{ id: 'PERMIT-001', status: 'fail', reason: 'r', why: 1 }] }, /\/entries\/0: must NOT have additional property 'why'/],
    [
      'duplicate id',
      { entries: [{ id: 'PERMIT-001', status: 'fail', reason: 'r' }, { id: 'PERMIT-001', status: 'flaky', reason: 's' }] },
      /exp\.json: \/entries\/1\/id: "PERMIT-001" is already listed at \/entries\/0/,
    ],
  ];
  test.each(bad)('%s: the error names the file and the JSON path', (_name, json, message) => {
    expect(() => parseExpectations(JSON.stringify(json), 'exp.json')).toThrow(message);
  });

  test('the same id under different conditions is allowed', () => {
    const json = { entries: [{ id: 'PERMIT-001', status: 'fail', reason: 'r', when: { hostVersion: '<2' } }, { id: 'PERMIT-001', status: 'flaky', reason: 's' }] };
    expect(parseExpectations(JSON.stringify(json), 'exp.json').entries).toHaveLength(2);
  });

  test('invalid JSON names file, line and column', () => {
    expect(() => parseExpectations('{\n  "entries": [,]\n}', 'exp.json')).toThrow(/^exp\.json:2:\d+: invalid JSON/);
  });

  test('a missing file is named', () => {
    const dir = mkdtempSync(join(tmpdir(), 'capkit-exp-'));
    expect(() => loadExpectations(join(dir, 'nope.json'), 'nope.json')).toThrow('expectations file nope.json does not exist');
    writeFileSync(join(dir, 'ok.json'), JSON.stringify(good));
    expect(loadExpectations(join(dir, 'ok.json')).entries).toHaveLength(1);
  });
});
