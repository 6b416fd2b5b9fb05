// Self-checks of the permits oracle (no host involved): its verdicts against a table read off
// spec/permits.md, the rule it names as deciding, agreement with every hand-written fixture, and the
// schema-validity of what the suites send (contract tests: valid; protocol tests: invalid).
import { describe, test, expect } from 'vitest';
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { loadFixtureFiles } from '../../host/fixtures.js';
import { decidePermit, decidePermitList, isWellFormed, permitHolds, permitsAllow } from './model.js';
import { viewOf } from './model-message.js';
import { pythonStr, rustDisplay } from './foreign-strings.js';
import { chargedRule, permitStepVerdict } from './fixture-rules.js';
import { focusedPermitListArb, grantsArb, maybeMessageArb, permitArb } from './arbitraries.js';
import { hostileGrantsArb, hostileMessageArb, permitPartsArb, permitText } from './hostile.js';
import { breaksSchema, breaksSetupSchema } from './protocol-checks.js';
import { BAD_PERMITS_STEPS, BAD_SETUPS, GOOD_PERMITS_STEPS, UNKNOWN_OPS } from './protocol-input.js';

const groupMsg = { $adapter: 'qq', $channel: { type: 'group', id: 'g1' }, $sender: { id: 'u1', role: 'trusted' } };
const privateMsg = { $adapter: 'qq', $sender: { id: 'u2' } };

describe('permit model: well-formedness', () => {
  const valid = [
    'adapter(qq)', 'group()', 'group(*)', 'private()', 'channel(a, b)', 'user(*)', 'role(master)',
    'role(user,trusted)', 'platform(qq,admin)', 'platform( qq , admin )', 'group(\ta\n)', 'adapter(\u00a0)', 'group( )',
  ];
  const malformed: [string, string][] = [
    ['', 'PERMIT-002'], ['Group(a)', 'PERMIT-001'], ['GROUP(a)', 'PERMIT-001'], ['unknown(a)', 'PERMIT-001'], [' adapter(qq)', 'PERMIT-002'],
    ['adapter(qq) ', 'PERMIT-002'], ['adapter (qq)', 'PERMIT-002'], ['adapter(qq)x', 'PERMIT-002'], ['xadapter(qq)', 'PERMIT-001'],
    ['adapter(qq', 'PERMIT-031'], ['adapter((qq))', 'PERMIT-031'], ['adapter(q(q)', 'PERMIT-032'], ['group(a,,b)', 'PERMIT-028'],
    ['group(a,)', 'PERMIT-028'], ['group(,)', 'PERMIT-028'], ['adapter()', 'PERMIT-009'], ['user()', 'PERMIT-009'], ['role()', 'PERMIT-009'],
    ['role(admin)', 'PERMIT-012'], ['role(Master)', 'PERMIT-012'], ['role(*)', 'PERMIT-012'], ['role(master|trusted|user)', 'PERMIT-012'],
    ['group(a|b)', 'PERMIT-012'], ['platform(qq)', 'PERMIT-014'], ['platform(qq,a,b)', 'PERMIT-014'], ['platform(,a)', 'PERMIT-014'],
    ['platform()', 'PERMIT-014'], ['group', 'PERMIT-002'], ['adapter(qq)\n', 'PERMIT-002'], ['(qq)', 'PERMIT-002'], ['group)(g1)', 'PERMIT-031'],
  ];
  test.each(valid)('valid: %j', (permit) => expect(isWellFormed(permit)).toBe(true));
  test.each(malformed)('malformed: %j, by %s', (permit, rule) => {
    expect(isWellFormed(permit)).toBe(false);
    expect(decidePermit(permit, groupMsg).rule).toBe(rule);
  });
});

describe('permit model: message view', () => {
  test('defaults', () => {
    expect(viewOf(privateMsg)).toEqual({ adapter: 'qq', conversationType: 'private', conversationId: undefined, senderId: 'u2', role: 'user' });
    expect(viewOf({ $adapter: 7, $channel: { type: '', id: 5 }, $sender: { id: 9, role: 'root' } })).toEqual({
      adapter: '7', conversationType: 'private', conversationId: '5', senderId: '9', role: 'user',
    });
    expect(viewOf({ $adapter: 'x', $channel: { type: 'group', id: null } })?.conversationId).toBeUndefined();
    expect(viewOf({ $adapter: 'x' })?.role).toBeUndefined();
    expect(viewOf(null)).toBeUndefined();
  });

  test('String() is ECMAScript Number::toString; Python and Rust write some values otherwise', () => {
    const values = [1e21, 1e-7, -0, 0.1, 2 ** 53 + 1, true];
    expect(values.map((v) => viewOf({ $adapter: v })?.adapter)).toEqual(['1e+21', '1e-7', '0', '0.1', '9007199254740992', 'true']);
    expect(values.map(pythonStr)).toEqual(['1e+21', '1e-07', '0', '0.1', '9007199254740992', 'True']);
    expect(values.map(rustDisplay)).toEqual(['1000000000000000000000', '0.0000001', '0', '0.1', '9007199254740992', 'true']);
  });
});

describe('permit model: evaluation and its deciding rule', () => {
  const grants = { qq: { u1: ['admin'] } };
  const table: [string, unknown, boolean, string][] = [
    ['group()', groupMsg, true, 'PERMIT-008'],
    ['group(*)', groupMsg, true, 'PERMIT-008'],
    ['group(g1)', groupMsg, true, 'PERMIT-008'],
    ['group( g1 )', groupMsg, true, 'PERMIT-029'],
    ['group(\u00a0g1)', groupMsg, false, 'PERMIT-030'],
    ['group(G1)', groupMsg, false, 'PERMIT-011'],
    ['group(g)', groupMsg, false, 'PERMIT-011'],
    ['group(g2,g1)', groupMsg, true, 'PERMIT-005'],
    ['private()', groupMsg, false, 'PERMIT-008'],
    ['private()', privateMsg, true, 'PERMIT-021'],
    ['private(u2)', privateMsg, false, 'PERMIT-008'],
    ['adapter(qq)', groupMsg, true, 'PERMIT-015'],
    ['adapter(QQ)', groupMsg, false, 'PERMIT-011'],
    ['adapter(*)', groupMsg, false, 'PERMIT-009'],
    ['user(u1)', groupMsg, true, 'PERMIT-016'],
    ['user(*)', groupMsg, false, 'PERMIT-009'],
    ['user(u1)', { $adapter: 'qq' }, false, 'PERMIT-016'],
    ['role(user)', groupMsg, true, 'PERMIT-027'],
    ['role(trusted)', groupMsg, true, 'PERMIT-026'],
    ['role(master)', groupMsg, false, 'PERMIT-026'],
    ['role(user)', { $adapter: 'qq', $sender: { id: 'u1' } }, true, 'PERMIT-022'],
    ['role(user)', { $adapter: 'qq', $sender: { id: 'u1', role: 'owner' } }, true, 'PERMIT-022'],
    ['role(user)', { $adapter: 'qq' }, false, 'PERMIT-026'],
    ['role(master,user)', privateMsg, true, 'PERMIT-022'],
    ['role(master,user)', { $adapter: 'qq', $sender: { id: 'u2', role: 'user' } }, true, 'PERMIT-005'],
    ['platform(qq,admin)', groupMsg, true, 'PERMIT-014'],
    ['platform(qq,owner)', groupMsg, false, 'PERMIT-014'],
    ['platform(QQ,admin)', groupMsg, false, 'PERMIT-011'],
    ['adapter(qq)', null, false, 'PERMIT-024'],
    ['group(a,,b)', groupMsg, false, 'PERMIT-028'],
    ['adapter(7)', { $adapter: 7 }, true, 'PERMIT-025'],
    ['adapter(1e-07)', { $adapter: 1e-7 }, false, 'PERMIT-025'],
    ['adapter(True)', { $adapter: true }, false, 'PERMIT-025'],
    ['group(null)', { $adapter: 'qq', $channel: { type: 'group', id: null } }, false, 'PERMIT-021'],
  ];
  test.each(table)('%j on %j → %j, decided by %s', (permit, message, allowed, rule) => {
    expect(permitHolds(permit, message, grants)).toBe(allowed);
    expect(decidePermit(permit, message, grants).rule).toBe(rule);
  });

  test("role(user) for a trusted or master sender is left open by the MUSTs: both verdicts are allowed, PERMIT-027 recommends one", () => {
    const d = decidePermit('role(user)', { $adapter: 'qq', $sender: { id: 'u1', role: 'master' } });
    expect(d).toMatchObject({ holds: true, rule: 'PERMIT-027' });
    expect([...d.allowed].sort()).toEqual([false, true]);
    expect(decidePermit('role(user)', { $adapter: 'qq', $sender: { id: 'u1', role: 'user' } }).allowed).toEqual([true]);
    expect(decidePermit('role(trusted)', { $adapter: 'qq', $sender: { id: 'u1', role: 'master' } }).allowed).toEqual([true]);
    expect(decidePermitList(['adapter(qq)', 'role(user)'], { $adapter: 'qq', $sender: { id: 'u1', role: 'trusted' } })).toMatchObject({ holds: true, rule: 'PERMIT-027', allowed: [true, false] });
  });

  test('lists are AND, empty allows even without a message', () => {
    expect(permitsAllow([], null)).toBe(true);
    expect(decidePermitList([], null).rule).toBe('PERMIT-007');
    expect(permitsAllow(['adapter(qq)', 'group()'], groupMsg)).toBe(true);
    expect(decidePermitList(['adapter(qq)', 'private()'], groupMsg)).toMatchObject({ holds: false, rule: 'PERMIT-006' });
    expect(decidePermitList(['adapter(kook)', 'private()'], groupMsg)).toMatchObject({ holds: false, rule: 'PERMIT-015' });
  });

  test('grants are read by own property only', () => {
    expect(permitHolds('platform(qq,toString)', { $adapter: 'qq', $sender: { id: 'constructor' } }, {})).toBe(false);
  });
});

describe('fixtures/permits agree with the model', () => {
  for (const file of loadFixtureFiles(undefined, ['permits'])) {
    test(file.file, () => {
      for (const c of file.cases) {
        c.steps.forEach((step, i) => {
          const { want, rule } = permitStepVerdict(c, i);
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

  test('contract checks are schema-valid: messages, permit lists, lints and grants', () => {
    for (const message of [...sample(maybeMessageArb), ...sample(hostileMessageArb)]) expect(breaksSchema('permits', { op: 'permit', permits: [], message }), JSON.stringify(message)).toBe(false);
    for (const permits of [...sample(focusedPermitListArb), ...sample(fc.array(permitPartsArb)).map((p) => p.map(permitText))]) expect(breaksSchema('permits', { op: 'permit', permits, message: null })).toBe(false);
    for (const permit of sample(permitArb)) expect(breaksSchema('permits', { op: 'lint', permit })).toBe(false);
    for (const grants of [...sample(grantsArb), ...sample(hostileGrantsArb)]) expect(breaksSetupSchema('permits', { platformGrants: grants }), JSON.stringify(grants)).toBe(false);
  });

  test('protocol checks are schema-invalid, except the good steps they are compared with', () => {
    for (const step of BAD_PERMITS_STEPS) expect(breaksSchema('permits', step), JSON.stringify(step)).toBe(true);
    for (const setup of BAD_SETUPS) expect(breaksSetupSchema('permits', setup), JSON.stringify(setup)).toBe(true);
    for (const step of GOOD_PERMITS_STEPS) expect(breaksSchema('permits', step)).toBe(false);
    for (const op of UNKNOWN_OPS) expect(['permit', 'lint']).not.toContain(op);
  });
});
