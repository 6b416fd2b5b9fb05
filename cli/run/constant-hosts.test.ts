// A constant host fails (issue 33): hosts whose answers never depend on the input's meaning (always
// true, always false, a step error for everything, the step echoed back, `{}` for every step:
// selftest/fakes/constant-host.ts)
// run through every area. For each, no requirement reads PASS on complete evidence except the few whose
// every correct answer IS that constant (listed below with the reason); and every requirement but a
// listed few is FAIL, charged to it, for at least one of them, so each has a test a constant fails.
// Budgets are property runs, never wall time: a busy machine only makes this slower.
import { describe, expect, test } from 'vitest';
import { readReport, runCapkit, tempReportPath, type ReportShape } from '../../selftest/support/run-capkit.js';
import { loadRequirements } from '../../spec/requirements.js';

const requirementIds = (): string[] => loadRequirements().map((r) => r.id);

type Requirement = ReportShape['requirements'][number] & { alsoExercisedBy?: unknown[] };

const HOSTS = ['yes', 'no', 'refuse', 'echo', 'empty'] as const;
type Flavour = (typeof HOSTS)[number];

/** What a constant that answers the protocol's framing right truly satisfies, whatever its answers. */
const FRAMING: Record<string, string> = {
  'PROTOCOL-001': 'the same hello every time',
  'PROTOCOL-002': 'one answer per run with its seq and one result per step',
  'PROTOCOL-003': 'an op the area does not have answers a step error (the constant hosts do that on purpose)',
};
/** A constant that always answers a value: it never fails, hangs or errs, in constant time. */
const ANSWERS_ALWAYS: Record<string, string> = {
  'PERMIT-018': 'evaluation never fails: a constant never does',
  'PERMIT-019': 'linear in the permit: a constant takes no time at all',
  'ACCESS-011': 'access decisions never fail: a constant never does',
  'PROTOCOL-005': 'input that breaks the schemas still gets one well-shaped result per step',
};

/** The requirements a constant may read PASS on, each with why its answer is right there. */
const TRULY_SATISFIED: Record<Flavour, Record<string, string>> = {
  yes: {
    ...FRAMING,
    ...ANSWERS_ALWAYS,
    'PERMIT-007': 'the empty permit list allows: its only answer is true',
    'PERMIT-027': 'role(user) holds for every identified sender (a SHOULD that only ever asks for true)',
  },
  no: {
    ...FRAMING,
    ...ANSWERS_ALWAYS,
    'PERMIT-017': 'malformed or unrecognised permits deny: their only answer is false',
    'PERMIT-032': 'a "(" inside the items is malformed and denies (a SHOULD): its only answers are false and not valid',
    'PERMIT-028': 'an empty item among others is malformed and denies (a SHOULD): its only answers are false and not valid',
    'ACCESS-004': 'a scopes list outside the vocabulary fails closed: its only answer is "not callable"',
    'ACCESS-007': 'a hidden tool is never listed: its only answer is "not listed"',
  },
  refuse: {
    ...FRAMING,
    'PROTOCOL-004': 'a step that breaks its schema answers a step error: its only answer',
    'PROTOCOL-005': 'a step error is a well-shaped answer to anything',
    'PROTOCOL-006': 'a setup that breaks its schema answers every step with a step error: its only answer',
  },
  echo: { ...FRAMING, ...ANSWERS_ALWAYS, 'PERMIT-007': 'the empty permit list allows: its only answer is true' },
  // `{}` is no answer of any op: only the framing holds (PROTOCOL-003 does not: `{}` is no step error).
  empty: { 'PROTOCOL-001': FRAMING['PROTOCOL-001']!, 'PROTOCOL-002': FRAMING['PROTOCOL-002']! },
};

/** echo answers permits and access exactly as yes does (their results have no field to echo): its run is the stateful areas'. */
// empty: `{}` is no result of any op, a schema violation the protocol layer judges alike in every area
// (and restarts the host after each), so one area shows it.
const AREAS: Partial<Record<Flavour, string>> = { echo: 'registry,turns,catalog', empty: 'permits' };

/** Requirements no constant host is charged a failure of, and why that is no gap. */
const NO_CONSTANT_FAILS: Record<string, string> = {
  'PERMIT-019': 'a time bound: only a slow host breaks it, and a constant is never slow',
  'PROTOCOL-001': 'hello identity: every constant host says the same hello every time',
  'PROTOCOL-002': 'framing: every constant host answers each run once, with its seq and one result per step',
};

/**
 * Requirements that refine a more basic rule: every test of them first needs answers that rule decides
 * (the adapter kind before its normalisation, a commit before what runs in it, a turn's exposed set
 * before its generic projection). A constant is wrong there first, and charging it here instead would
 * charge a host with that one basic bug to the wrong rule; so they stay open (never PASS) for a constant.
 */
const REFINES_A_BASIC_RULE: Record<string, string> = {
  'PERMIT-023': 'the adapter read as String($adapter): first the adapter kind itself (PERMIT-015, -011)',
  'REGISTRY-010': 'the join is injective: first the join itself (REGISTRY-007)',
  'REGISTRY-021': 'a scoped provider replaces a global one: first registration and commit (REGISTRY-020, -022, -031)',
  'REGISTRY-025': 'execution bound to the pinned generation: first the pin and the commit (REGISTRY-017, -031, -015)',
  'REGISTRY-030': 'a schema that cannot be applied admits nothing: first input validation (REGISTRY-005)',
  'CATALOG-020': 'the generic channel: first the exposed set it projects (CATALOG-005, -025, -019)',
};

/**
 * Rules judged against the host's own answers to the parts (a list against its permits alone, listed
 * against its own callable, hidden against the same tool unhidden, a spelling against the same check written
 * out: suites/permits/normal-form.ts) or against its own lint: a constant
 * answers the parts alike, so it is wrong first on the parts, charged to their rules, and these stay open.
 */
const JUDGED_BY_THE_HOSTS_OWN_ANSWERS: Record<string, string> = {
  'PERMIT-006': 'a list is AND of its permits: the constant answers each permit alone as it answers the list',
  'PERMIT-022': 'the sender view (default role user, String(id)): the constant answers the check with the role and id written out as it answers it without, so no spelling decided it',
  'PERMIT-025': 'String() of a number or boolean: the constant answers the check with the value written as its String() the same way, so String() decided nothing',
  'PERMIT-017': 'fail open needs the host\'s own lint to call the permit malformed; a constant lints all alike',
  'ACCESS-001': 'fields wrong together though right alone: a constant is wrong on one field alone first (its rule is charged)',
  'ACCESS-005': 'permissions evaluated as a permit list: a constant answers a tool\'s permissions as its own permit op answers the list, so where permits runs too the permit rule is charged',
  'ACCESS-008': 'hidden never changes callable: the constant answers the tool hidden and unhidden alike',
  'ACCESS-009': 'listed = callable and not hidden, against its own callable (a hidden tool listed is ACCESS-007)',
};

/**
 * PASS on complete evidence: every test naming the requirement ran to its end and passed. A PASS beside
 * a test that stopped at a failure charged to another requirement is no pass (issue 31, Deliver 2); this
 * reads both report forms, before and after the status says so itself.
 */
function passedOnCompleteEvidence(q: Requirement): boolean {
  return q.status === 'PASS' && (q.alsoExercisedBy ?? []).length === 0;
}

async function runConstant(flavour: Flavour, only?: string): Promise<Requirement[]> {
  const report = tempReportPath();
  // Compiled module, as the suites' own host children load plain JavaScript.
  const chosen = only ?? AREAS[flavour];
  const areas = chosen === undefined ? [] : ['--areas', chosen];
  const r = await runCapkit(['run', '--host', `dist/selftest/fakes/constant-${flavour}.js`, ...areas, '--seed', '1', '--property-runs', '5', '--report', `json:${report}`]);
  expect(r.code, `constant-${flavour}: ${r.stdout}${r.stderr}`).toBe(1);
  return readReport(report).requirements as Requirement[];
}

describe('constant hosts fail every requirement a constant cannot satisfy', () => {
  const failedBy = new Map<string, Flavour[]>();

  for (const flavour of HOSTS) {
    test(`constant-${flavour}: PASS only where its constant is every correct answer`, async () => {
      const requirements = await runConstant(flavour);
      for (const q of requirements) if (q.status === 'FAIL') failedBy.set(q.id, [...(failedBy.get(q.id) ?? []), flavour]);
      const claimed = AREAS[flavour]?.split(',');
      const judged = requirements.filter((q) => claimed === undefined || claimed.includes(q.area) || q.area === 'protocol');
      const expected = loadRequirements().filter((r) => claimed === undefined || claimed.includes(r.area) || r.area === 'protocol');
      expect(judged.map((q) => q.id).sort()).toEqual(expected.map((r) => r.id).sort());
      const passed = judged.filter(passedOnCompleteEvidence).map((q) => q.id);
      const unexplained = passed.filter((id) => TRULY_SATISFIED[flavour][id] === undefined);
      expect(unexplained, `constant-${flavour} reads PASS on rules it does not implement`).toEqual([]);
    });
  }

  // With area permits in the run, a constant's wrong access verdicts are the permit rules' (its own permit
  // answers for the same restriction written as permits are as wrong: suites/access/permit-by-host.ts) and
  // the field rules stay open. Judged on access alone, the field rules are charged: each must fail there.
  for (const flavour of ['yes', 'no'] as const) {
    test(`constant-${flavour} judged on access alone: its access rules fail, none passes where its constant is not every answer`, async () => {
      const requirements = await runConstant(flavour, 'access');
      for (const q of requirements) if (q.status === 'FAIL') failedBy.set(q.id, [...(failedBy.get(q.id) ?? []), flavour]);
      const passed = requirements.filter((q) => (q.area === 'access' || q.area === 'protocol') && passedOnCompleteEvidence(q)).map((q) => q.id);
      expect(passed.filter((id) => TRULY_SATISFIED[flavour][id] === undefined), `constant-${flavour} reads PASS on rules it does not implement`).toEqual([]);
    });
  }

  test('every requirement but the listed few is FAIL, charged to it, for some constant host', () => {
    if (failedBy.size === 0) return expect.fail('the constant hosts did not run');
    const neverFailed = requirementIds().filter((id) => !failedBy.has(id));
    const listed = { ...NO_CONSTANT_FAILS, ...REFINES_A_BASIC_RULE, ...JUDGED_BY_THE_HOSTS_OWN_ANSWERS };
    expect(neverFailed.filter((id) => listed[id] === undefined)).toEqual([]);
  });
});
