// Never a false green: a run that tests nothing, or only part of a requirement, has no verdict (exit 5)
// and says why in one sentence; repeated options are merged or refused in one line.
import { describe, expect, test } from 'vitest';
import { join } from 'node:path';
import { kitRoot } from '../../spec/paths.js';
import { capkitRunInProcess } from '../../selftest/support/run-in-process.js';
import { EXIT } from '../exit-codes.js';

const reference = ['--host', join(kitRoot, 'reference-impl/host.ts'), '--no-isolate', '--seed', '4', '--property-runs', '5', '--timeout-multiplier', '4'];
const fake = (...args: string[]) => ['--host-cmd', ['node', join(kitRoot, 'selftest/fakes/declares-areas.mjs'), ...args.map((a) => `'${a}'`)].join(' '), '--seed', '4', '--timeout-multiplier', '4'];

describe('a run that tests nothing has no verdict', () => {
  test('a host declaring "areas":[]', async () => {
    const r = await capkitRunInProcess(fake('[]'));
    expect(r.code).toBe(EXIT.noVerdict);
    expect(r.out).toContain('no verdict: the host declares no areas in hello ("areas":[]): there is nothing to test');
    expect(r.report.summary).toMatchObject({ ok: false, verdict: 'none' });
  });

  test('a host declaring a mistyped area: no area in common, with a suggestion', async () => {
    const r = await capkitRunInProcess(fake('["permit"]'));
    expect(r.code).toBe(EXIT.noVerdict);
    expect(r.out).toContain('"permit" is no area of the kit (did you mean permits?)');
  });

  test('--grep matching no test', async () => {
    const r = await capkitRunInProcess([...reference, '--areas', 'permits', '--grep', 'no test is called this']);
    expect(r.code).toBe(EXIT.noVerdict);
    expect(r.out).toContain('no verdict: --grep "no test is called this" matches no test of area permits');
    expect(r.report.requirements.filter((q) => q.area === 'permits').every((q) => q.status === 'NOT_RUN')).toBe(true);
  });

  test('an unknown --areas name is a usage error with a suggestion, before any host starts', async () => {
    await expect(capkitRunInProcess([...reference, '--areas', 'permits,acess'])).rejects.toThrow('unknown area(s) acess (did you mean access?)');
  });
});

describe('a run of part of a requirement\'s tests has no verdict', () => {
  test('--grep selecting one of PERMIT-005\'s tests: PARTIAL, "subset: no verdict", exit 5', async () => {
    const r = await capkitRunInProcess([...reference, '--areas', 'permits', '--grep', 'or-inside-one-permit']);
    expect(r.code).toBe(EXIT.noVerdict);
    const permit5 = r.report.requirements.find((q) => q.id === 'PERMIT-005')!;
    expect(permit5.status).toBe('PARTIAL');
    expect(permit5.reason).toMatch(/^only 1 of its \d+ tests ran \(and passed\); \d+ not selected by --grep$/);
    // Only the rules every exchange is judged by (PROTOCOL-001/002) can pass a subset; no contract rule does.
    expect(r.report.requirements.filter((q) => q.status === 'PASS').map((q) => q.id)).toEqual(['PROTOCOL-001', 'PROTOCOL-002']);
    expect(r.out).toMatch(/◌ no verdict: subset: no verdict/);
    expect(r.out).toMatch(/\d+ tests not selected by this run \(--grep\)/);
  });
});

describe('repeated options', () => {
  test('--areas twice and --grep twice are merged', async () => {
    const r = await capkitRunInProcess([...reference, '--areas', 'permits', '--areas', 'access', '--grep', 'or-inside-one-permit', '--grep', 'no test is called this']);
    expect(r.report.run.areas).toEqual(['permits', 'access']);
    expect(r.report.run.grep).toBe('(?:or-inside-one-permit)|(?:no test is called this)');
    expect(r.report.requirements.find((q) => q.id === 'PERMIT-005')!.status).toBe('PARTIAL');
    expect(r.code).toBe(EXIT.noVerdict);
  });

  test('an option that takes one value, given twice, is refused in one line', async () => {
    await expect(capkitRunInProcess([...reference, '--seed', '5'])).rejects.toThrow('--seed was given 2 times (4, 5): give it once');
  });
});
