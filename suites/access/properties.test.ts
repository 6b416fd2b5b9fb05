// Conformance properties of the access area: agreement with the model of canAccessTool (./model.ts), and
// laws between observations (hidden, listed, callable) that any correct host satisfies. Every wrong
// answer is charged to the access rule that decided it (spec/access.md ACCESS-005, ACCESS-010).
import { describe } from 'vitest';
import { isDeepStrictEqual } from 'node:util';
import fc from 'fast-check';
import { useHostUnderTest } from '../support/host-under-test.js';
import { batchOf } from '../support/property.js';
import { propertyTest } from '../support/property-test.js';
import { askAccess } from '../support/ask.js';
import type { AccessAnswer, AccessCheck } from '../support/ask.js';
import { grantsArb, maybeMessageArb, messageArb } from '../permits/arbitraries.js';
import type { WireMessage } from '../permits/arbitraries.js';
import { wrongVerdict } from '../permits/charge.js';
import type { PlatformGrants } from '../permits/model.js';
import { decideCallable, presentFields } from './model.js';
import type { CallableDecision, ToolAccess } from './model.js';
import { normalisationPairArb, normalisationMessageArb, toolArb } from './arbitraries.js';
import { hostileTwinsArb } from './hostile-tools.js';
import { Suspects } from './suspects.js';
import { permitRuleByHost } from './permit-by-host.js';
import { VIEW_RULE, viewDecided } from './view-by-host.js';
import { nearMessages, nearPermits, nearValues } from '../permits/perturb.js';
import { hostileGrantsArb, renamedGrants } from '../permits/hostile.js';

const host = useHostUnderTest();
const checksArb = (message: fc.Arbitrary<WireMessage | null>) => fc.record({ grants: grantsArb, checks: batchOf(fc.record({ tool: toolArb, message })) });

/** One question to the host and what the rules say of it: callable's deciding rule, and the rule of listed. */
interface Asked {
  check: AccessCheck;
  want: CallableDecision;
  /** The rule a wrong `callable` is charged to (the decision's, or the rule of what the question varies). */
  callableRule: string;
  listedRule: string;
}

const without = (tool: ToolAccess, keep: readonly string[]): ToolAccess => Object.fromEntries(Object.entries(tool).filter(([k]) => keep.includes(k)));

/**
 * The questions of one check, simplest first, so the first wrong answer is charged to the rule that
 * decides it: each permit alone, each restricting field alone, then the fields together (ACCESS-001), then
 * the tool as generated with its `hidden` (ACCESS-008 keeps callable, ACCESS-007 hides it).
 */
function questionsOf(check: AccessCheck, grants: PlatformGrants): Asked[] {
  const fields = presentFields(check.tool);
  const bare = without(check.tool, fields);
  const decide = (tool: ToolAccess) => decideCallable(tool, check.message, grants) as CallableDecision;
  const single = (tool: ToolAccess): Asked => {
    const want = decide(tool);
    return { check: { tool, message: check.message }, want, callableRule: want.rule, listedRule: 'ACCESS-009' };
  };
  // Each permit of a longer permissions list alone first, as in area permits.
  const permits = Array.isArray(check.tool.permissions) && check.tool.permissions.length > 1 ? (check.tool.permissions as string[]) : [];
  const asked: Asked[] = [...permits.map((p) => single({ permissions: [p] })), ...fields.map((f) => single(without(check.tool, [f])))];
  const together = decide(bare);
  if (fields.length !== 1) asked.push({ check: { tool: bare, message: check.message }, want: together, callableRule: fields.length === 0 ? together.rule : 'ACCESS-001', listedRule: 'ACCESS-009' });
  if (check.tool.hidden !== undefined) asked.push({ check, want: together, callableRule: 'ACCESS-008', listedRule: check.tool.hidden === true ? 'ACCESS-007' : 'ACCESS-009' });
  return asked;
}

/** The first wrong answer, charged: callable first (listed follows from it), then listed. */
async function firstWrong(asked: readonly Asked[], got: readonly AccessAnswer[], grants: PlatformGrants, suspects: Suspects): Promise<Error | undefined> {
  asked.forEach((a, i) => {
    if (got[i]?.callable === a.want.callable) suspects.acquit(a.want);
  });
  for (const [i, a] of asked.entries()) {
    const answer = got[i] as AccessAnswer;
    // Where the spec leaves callable open (a.want.free), listed follows the host's own callable.
    const callable = a.want.free && typeof answer?.callable === 'boolean' ? answer.callable : a.want.callable;
    const listed = callable && a.check.tool.hidden !== true;
    const where = { ...a.check, grants };
    if (answer.callable !== callable) {
      // The host's own permit answer on the tool's list explains it: that permit rule's (./permit-by-host.ts),
      // the misreading named by what the host got right.
      const byPermit = await permitRuleByHost(host, a.check.tool, a.check.message, grants, answer.callable, suspects.permitBlame);
      if (byPermit) return wrongVerdict(i, where, answer, { listed, callable: a.want.callable }, byPermit.rule, undefined, byPermit.evidence);
      // Answered right once the message is written as its view reads it: the view decided it (./view-by-host.ts).
      const byView = await viewDecided(host, a.check, grants, answer.callable, a.want.callable);
      if (byView) return wrongVerdict(i, where, answer, { listed, callable: a.want.callable }, VIEW_RULE, undefined, byView);
      // A single field's wrong answer: the suspects say which misreading it is (./suspects.ts).
      if (a.callableRule !== a.want.rule) return wrongVerdict(i, where, answer, { listed, callable: a.want.callable }, a.callableRule);
      await suspects.gather(a.want, probePool(grants, a.check), async (tools) => (await askAccess(host, grants, tools)).map((r) => r.callable));
      return wrongVerdict(i, where, answer, { listed, callable: a.want.callable }, suspects.ruleOf(a.want), a.want.permit);
    }
    if (answer.listed !== listed) return wrongVerdict(i, where, answer, { listed, callable: a.want.callable }, a.listedRule);
  }
  return undefined;
}

// Single-field checks to tell misreadings apart (../permits/blame.ts): near variants of the check that went
// wrong, and a sample drawn once with a fixed seed.
const PROBE_CHECKS = fc.sample(fc.record({ tool: toolArb, message: messageArb }), { numRuns: 300, seed: 11 }).flatMap(({ tool, message }) =>
  presentFields(tool).map((f) => ({ tool: without(tool, [f]), message })),
);
const PROBE_MESSAGES = fc.sample(messageArb, { numRuns: 20, seed: 12 });
function nearChecks(around: AccessCheck): AccessCheck[] {
  const { platforms, permissions } = around.tool as { platforms?: string[]; permissions?: string[] };
  return [
    ...nearMessages(around.message).map((message) => ({ tool: around.tool, message })),
    // The same tool with a message, and other tools without one: a field ignored or no message read as anything.
    ...(around.message === null ? PROBE_MESSAGES.map((message) => ({ tool: around.tool, message })) : []),
    ...(around.message === null ? PROBE_CHECKS.slice(0, 60).map(({ tool }) => ({ tool, message: null })) : []),
    ...(permissions?.length === 1 ? nearPermits(permissions[0]).map((p) => ({ tool: { permissions: [p] }, message: around.message })) : []),
    ...(platforms?.length === 1 ? nearValues(platforms[0]).map((p) => ({ tool: { platforms: [String(p)] }, message: around.message })) : []),
  ];
}
type Probe = { check: AccessCheck; decision: CallableDecision };
const decideProbe = (grants: PlatformGrants) => (check: AccessCheck): Probe => ({ check, decision: decideCallable(check.tool, check.message, grants) as CallableDecision });

// The fixed sample's verdicts depend on the grants alone, and a failing property asks for them again at
// every shrinking step: decided once per grants (equal JSON, equal own entries: the model reads no more).
const sampleByGrants = new Map<string, Probe[]>();
function decidedSample(grants: PlatformGrants): Probe[] {
  const key = JSON.stringify(grants);
  let probes = sampleByGrants.get(key);
  if (probes === undefined) {
    if (sampleByGrants.size >= 32) sampleByGrants.clear();
    probes = PROBE_CHECKS.map(decideProbe(grants));
    sampleByGrants.set(key, probes);
  }
  return probes;
}

function probePool(grants: PlatformGrants, around: AccessCheck): Probe[] {
  return [...nearChecks(around).map(decideProbe(grants)), ...decidedSample(grants)];
}

async function agree(grants: PlatformGrants, checks: readonly AccessCheck[], suspects: Suspects): Promise<void> {
  const asked = checks.flatMap((c) => questionsOf(c, grants));
  const got = await askAccess(host, grants, asked.map((a) => a.check));
  const wrong = await firstWrong(asked, got, grants, suspects);
  if (wrong) throw wrong;
}

// Every rule the model can name; ACCESS-011 first: a check the host cannot answer is a failed decision.
const DECIDING = ['ACCESS-011', 'ACCESS-001', 'ACCESS-002', 'ACCESS-003', 'ACCESS-004', 'ACCESS-005', 'ACCESS-006', 'ACCESS-007', 'ACCESS-008', 'ACCESS-009', 'ACCESS-010'];

describe('access: agreement with the rules', () => {
  const suspects = new Suspects();
  propertyTest(host, 'access', DECIDING, 'listed and callable agree with the model of spec/access.md, each charged to the rule that decides it', checksArb(maybeMessageArb), async ({ grants, checks }) => agree(grants, checks, suspects));

  // With and without a message in one batch: the denials a host gets right with a message tell a field
  // it ignores apart from a missing message it reads as "anything goes".
  const mixedArb = fc.oneof({ weight: 1, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: maybeMessageArb });
  const unattended = new Suspects();
  propertyTest(host, 'access', ['ACCESS-006', 'ACCESS-002', 'ACCESS-003', 'ACCESS-005'], 'with no message only a tool restricting nothing is admitted', checksArb(mixedArb), async ({ grants, checks }) => agree(grants, checks, unattended));
});

describe('access: laws', () => {
  propertyTest(host, 'access', ['ACCESS-008', 'ACCESS-007'], 'hidden never changes callable, and a hidden tool is never listed', checksArb(maybeMessageArb), async ({ grants, checks }) => {
    const asked = checks.flatMap((c) => [
      { tool: { ...c.tool, hidden: true }, message: c.message },
      { tool: { ...c.tool, hidden: false }, message: c.message },
      { tool: without(c.tool, ['platforms', 'scopes', 'permissions']), message: c.message },
    ]);
    const got = await askAccess(host, grants, asked);
    checks.forEach((check, i) => {
      const [hidden, shown, absent] = got.slice(3 * i, 3 * i + 3);
      if (hidden?.callable !== shown?.callable || shown?.callable !== absent?.callable) {
        throw wrongVerdict(i, check, { hidden, shown, absent }, 'one callable for all three', 'ACCESS-008');
      }
      if (hidden?.listed) throw wrongVerdict(i, check, hidden, { listed: false }, 'ACCESS-007');
    });
  });

  propertyTest(host, 'access', ['ACCESS-009', 'ACCESS-007'], 'listed = callable and not hidden', checksArb(maybeMessageArb), async ({ grants, checks }) => {
    const got = await askAccess(host, grants, checks);
    checks.forEach((check, i) => {
      const answer = got[i] as AccessAnswer;
      const want = answer.callable && check.tool.hidden !== true;
      if (answer.listed !== want) throw wrongVerdict(i, check, answer, { listed: want }, check.tool.hidden === true ? 'ACCESS-007' : 'ACCESS-009');
    });
  });

  const lawSuspects = new Suspects();
  // Each pair: a tool restricted by a field, and the same restriction written as a permit, on messages
  // that differ only in what the normalisation decides (String() of numbers, the private default).
  propertyTest(
    host,
    'access',
    ['ACCESS-010', 'ACCESS-002', 'ACCESS-003', 'ACCESS-005'],
    'scopes [t] ≡ permit t() and platforms [a] ≡ permit adapter(a) on every message',
    fc.record({ grants: grantsArb, laws: batchOf(fc.tuple(normalisationPairArb, normalisationMessageArb)) }),
    async ({ grants, laws }) => {
      const asked = laws.flatMap(([[field, permit], message]) => [{ tool: field, message }, { tool: permit, message }]);
      const got = await askAccess(host, grants, asked);
      const decisions = asked.map((c) => decideCallable(c.tool, c.message, grants) as CallableDecision);
      decisions.forEach((d, at) => {
        if (got[at]?.callable === d.callable) lawSuspects.acquit(d);
      });
      for (const [i, law] of laws.entries()) {
        const [a, b] = [got[2 * i], got[2 * i + 1]];
        if (a?.callable === b?.callable) continue;
        // The two disagree, so one of them is wrong: its deciding rule is charged (ACCESS-010 where the
        // message view decided it, the field's or ACCESS-005 where that field's own rule did; the side the
        // host got right tells a field it ignores from a missing message it reads as anything).
        const at = a?.callable !== decisions[2 * i]!.callable ? 2 * i : 2 * i + 1;
        const byPermit = await permitRuleByHost(host, asked[at]!.tool, asked[at]!.message, grants, got[at]?.callable, lawSuspects.permitBlame);
        if (byPermit) throw wrongVerdict(i, law, [a, b], 'the same verdict', byPermit.rule, undefined, byPermit.evidence);
        throw wrongVerdict(i, law, [a, b], 'the same verdict', lawSuspects.ruleOf(decisions[at]!));
      }
    },
  );
});

describe('access: names that trip naive lookups', () => {
  propertyTest(
    host,
    'access',
    ['ACCESS-011'],
    'names of Object.prototype members are ordinary values: each answer equals that of the same case with the names renamed',
    fc.record({ grants: hostileGrantsArb, twins: batchOf(hostileTwinsArb) }),
    async ({ grants, twins }) => {
      const checks = twins.map((t) => t.hostile);
      const plain = twins.map((t) => t.plain);
      const [got, twin] = [await askAccess(host, grants, checks), await askAccess(host, renamedGrants(grants), plain)];
      // Renaming changes no verdict, so the two answers must be equal; whether both are right is for the
      // agreement properties to say.
      twins.forEach((pair, i) => {
        if (!isDeepStrictEqual(got[i], twin[i])) throw wrongVerdict(i, { ...pair, grants }, { hostile: got[i], plain: twin[i] }, 'the same answer', 'ACCESS-011');
      });
    },
  );
});
