// Self-checks of the access oracle (no host involved): its verdicts against a table read off
// spec/access.md, the rule it names as deciding, agreement with every hand-written fixture, and the
// schema-validity of what the suites send.
import { describe, test, expect } from 'vitest';
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { loadFixtureFiles } from '../../host/fixtures.js';
import { accessByModel, callableByModel, decideCallable } from './model.js';
import type { ToolAccess } from './model.js';
import { accessStepVerdict } from './fixture-rules.js';
import { chargedRule } from '../permits/fixture-rules.js';
import { normalisationMessageArb, normalisationPairArb, toolArb } from './arbitraries.js';
import { hostileTwinsArb } from './hostile-tools.js';
import { maybeMessageArb } from '../permits/arbitraries.js';
import { breaksSchema } from '../permits/protocol-checks.js';
import { BAD_ACCESS_STEPS, GOOD_ACCESS_STEPS } from './protocol-input.js';

const groupQq = { $adapter: 'qq', $channel: { type: 'group', id: 'g' }, $sender: { id: 'u' } };
const privateQq = { $adapter: 'qq', $sender: { id: 'u', role: 'master' } };

describe('access model', () => {
  const table: [ToolAccess, unknown, boolean, string][] = [
    [{}, groupQq, true, 'ACCESS-001'],
    [{}, null, true, 'ACCESS-006'],
    [{ platforms: [], scopes: [], permissions: [] }, null, true, 'ACCESS-001'],
    [{ permissions: [] }, null, true, 'ACCESS-005'],
    [{ platforms: ['qq'] }, groupQq, true, 'ACCESS-002'],
    [{ platforms: ['q'] }, groupQq, false, 'ACCESS-002'],
    [{ platforms: ['QQ'] }, groupQq, false, 'ACCESS-002'],
    [{ platforms: ['7'] }, { $adapter: 7 }, true, 'ACCESS-010'],
    [{ platforms: ['qq'] }, null, false, 'ACCESS-006'],
    [{ scopes: ['group'] }, groupQq, true, 'ACCESS-003'],
    [{ scopes: ['private'] }, groupQq, false, 'ACCESS-003'],
    [{ scopes: ['private'] }, privateQq, true, 'ACCESS-010'],
    [{ scopes: ['private'] }, null, false, 'ACCESS-006'],
    [{ scopes: ['group', 'guild'] }, groupQq, false, 'ACCESS-004'],
    [{ scopes: ['guild'] }, null, false, 'ACCESS-006'],
    [{ permissions: ['role(master)'] }, privateQq, true, 'ACCESS-005'],
    [{ permissions: ['role(master)'] }, groupQq, false, 'ACCESS-005'],
    [{ permissions: ['role(user)'] }, groupQq, true, 'ACCESS-010'],
    [{ permissions: ['group(x,g)', 'adapter(qq)'] }, groupQq, true, 'ACCESS-005'],
    [{ permissions: ['adapter(qq'] }, groupQq, false, 'ACCESS-005'],
    [{ permissions: ['adapter(qq)'] }, null, false, 'ACCESS-006'],
    [{ platforms: ['qq'], scopes: ['group'] }, groupQq, true, 'ACCESS-001'],
    [{ platforms: ['qq'], scopes: ['private'] }, groupQq, false, 'ACCESS-003'],
  ];
  test.each(table)('%j on %j → callable %j, decided by %s', (tool, message, callable, rule) => {
    expect(callableByModel(tool, message)).toBe(callable);
    expect(decideCallable(tool, message)?.rule).toBe(rule);
  });
  test('hidden only removes the tool from the listing', () => {
    expect(accessByModel({ hidden: true }, groupQq)).toEqual({ listed: false, callable: true });
    expect(accessByModel({ hidden: false }, groupQq)).toEqual({ listed: true, callable: true });
    expect(accessByModel({ hidden: true, platforms: ['x'] }, groupQq)).toEqual({ listed: false, callable: false });
  });
  test('a tool that breaks the schema is protocol input: the model decides nothing', () => {
    expect(callableByModel({ platforms: null }, groupQq)).toBeUndefined();
    expect(callableByModel({ platforms: ['qq', 1] }, groupQq)).toBeUndefined();
    expect(accessByModel({ hidden: 'yes' }, groupQq)).toBeUndefined();
  });
});

describe('fixtures/access agree with the model', () => {
  for (const file of loadFixtureFiles(undefined, ['access'])) {
    test(file.file, () => {
      for (const c of file.cases) {
        c.steps.forEach((step, i) => {
          const { want, rule } = accessStepVerdict(c, i);
          const where = `${c.id} step ${i}`;
          expect(isDeepStrictEqual(step.expect, want), `${where}: fixture expects ${JSON.stringify(step.expect)}, the model ${JSON.stringify(want)}`).toBe(true);
          expect(chargedRule(c, i), `${where}: charged to the wrong rule`).toBe(rule);
        });
      }
    });
  }
});

describe('what the suites send', () => {
  const sample = <T>(arb: fc.Arbitrary<T>): T[] => fc.sample(arb, { numRuns: 300, seed: 7 });
  const valid = (tool: unknown, message: unknown) => !breaksSchema('access', { op: 'access', tool, message });

  test('contract checks are schema-valid', () => {
    for (const [tool, message] of sample(fc.tuple(toolArb, maybeMessageArb))) expect(valid(tool, message), JSON.stringify(tool)).toBe(true);
    for (const [[a, b], message] of sample(fc.tuple(normalisationPairArb, normalisationMessageArb))) expect(valid(a, message) && valid(b, message)).toBe(true);
    for (const { hostile, plain } of sample(hostileTwinsArb)) expect(valid(hostile.tool, hostile.message) && valid(plain.tool, plain.message), JSON.stringify(hostile)).toBe(true);
  });

  test('protocol checks are schema-invalid, except the good steps they are compared with', () => {
    for (const step of BAD_ACCESS_STEPS) expect(breaksSchema('access', step), JSON.stringify(step)).toBe(true);
    for (const step of GOOD_ACCESS_STEPS) expect(breaksSchema('access', step)).toBe(false);
  });
});
