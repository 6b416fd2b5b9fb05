// The hand-written fixture cases of areas permits and access, one test each. Each step's wrong answer is
// charged to the rule that decides it (the step's `requirement`, else the case's first). An answer that is
// no answer at all (a step error or a malformed result where a value is due) is charged to the rule that
// says deciding never fails: PERMIT-018 / ACCESS-011, or PERMIT-020 for lint. In area access a wrong
// `listed` with the right `callable` is ACCESS-007 for a hidden tool, else ACCESS-009 (listed follows
// from callable).
import { describe, test } from 'vitest';
import { loadFixtureFiles, toWireCase } from '../../host/fixtures.js';
import type { FixtureCase } from '../../host/fixture-types.js';
import type { StepResult } from '../../host/protocol.js';
import { completeFor, decidingRequirementOf, ruleFailure, withoutDecidingPrefix } from '../support/decided-by.js';
import { FAILS_OPEN_RULE, failsOpen } from './fails-open.js';
import type { WireMessage } from './arbitraries.js';
import { decidePermitList } from './model.js';
import type { PlatformGrants } from './model.js';
import { Blame } from './blame.js';
import { chargeWrongPermitList, normalisationShows } from './charge-by-host.js';
import { LIST_RULE, listReadAsOr } from './fail-closed-in-list.js';
import { lintRepeatsEvaluation } from './lint-by-evaluation.js';
import type { PermitCheck } from '../support/ask.js';
import { useHostUnderTest } from '../support/host-under-test.js';
import type { HostUnderTest } from '../support/host-under-test.js';
import { req } from '../support/title.js';
import { permitRuleByHost } from '../access/permit-by-host.js';
import type { ToolAccess } from '../access/model.js';
import { VIEW_RULE, viewDecided } from '../access/view-by-host.js';
import { ANSWER_SHAPE, answersTheValue, cut, isWellShaped } from './protocol-checks.js';

type Area = 'permits' | 'access';
const NEVER_FAILS: Readonly<Record<Area, string>> = { permits: 'PERMIT-018', access: 'ACCESS-011' };


/** Throws, charged to the deciding rule, when step `i`'s result is not the expected one. */
export function checkStep(area: Area, c: FixtureCase, i: number, result: StepResult | undefined): void {
  const { expect: want, requirement, ...step } = c.steps[i] as FixtureCase['steps'][number];
  const where = `step ${i} ${cut(step)}: expected ${cut(want)}, host answered ${cut(result)}`;
  if (!isWellShaped(area, step.op, result) || 'error' in (result as object)) {
    // The value is there and of its type, but the result carries more than its op's schema allows: a
    // matter of the answer's shape (PROTOCOL-002), not of the rule that decides the value.
    if (answersTheValue(area, step.op, result)) throw ruleFailure(ANSWER_SHAPE, `${where} (the result breaks the published result schema of "${step.op}")`);
    throw ruleFailure(step.op === 'lint' ? 'PERMIT-020' : NEVER_FAILS[area], `${where} (no answer where a value is due)`);
  }
  const got = result as Record<string, unknown>;
  const expected = want as Record<string, unknown>;
  const charged = requirement ?? (c.requirements[0] as string);
  if (area === 'permits') {
    const key = step.op === 'lint' ? 'valid' : 'allowed';
    if (got[key] !== expected[key]) throw ruleFailure(charged, where);
    return;
  }
  if (got.callable !== expected.callable) throw ruleFailure(charged, where);
  if (got.listed !== expected.listed) throw ruleFailure((step.tool as { hidden?: unknown }).hidden === true ? 'ACCESS-007' : 'ACCESS-009', where);
}

/**
 * A wrong step's failure, charged by what the host's own answers show: a permit step allowed where the model
 * denies a malformed permit may fail open (its lint says so, ./fails-open.ts); an access step whose wrong
 * callable the host's own permit answer explains is that permit rule's (../access/permit-by-host.ts).
 */
async function chargedByHost(host: HostUnderTest, area: Area, fixtureCase: FixtureCase, i: number, result: StepResult | undefined, error: Error): Promise<Error> {
  const step = fixtureCase.steps[i] as FixtureCase['steps'][number];
  const grants = (fixtureCase.setup as { platformGrants?: PlatformGrants }).platformGrants ?? {};
  const got = result as { allowed?: unknown; callable?: unknown } | undefined;
  const want = step.expect as { allowed?: unknown; callable?: unknown };
  if (area === 'permits' && step.op === 'permit' && typeof got?.allowed === 'boolean' && typeof want.allowed === 'boolean') {
    const check = { permits: step.permits as unknown[], message: step.message as WireMessage | null };
    const open = await failsOpen(host, { ...check, grants }, got.allowed, want.allowed);
    if (open !== undefined) return ruleFailure(FAILS_OPEN_RULE, `${withoutDecidingPrefix(error.message)} (${open})`);
    const asOr = got.allowed && !want.allowed ? await listReadAsOr(host, check, grants) : undefined;
    if (asOr !== undefined) return ruleFailure(LIST_RULE, `${withoutDecidingPrefix(error.message)} (${asOr})`);
    const relative = await bySpelling(host, check, grants, got.allowed, want.allowed, decidingRequirementOf(error.message));
    if (relative !== undefined) return ruleFailure(relative.rule, `${withoutDecidingPrefix(error.message)} (${relative.evidence})`);
  }
  const linted = (result as { valid?: unknown } | undefined)?.valid;
  if (area === 'permits' && step.op === 'lint' && linted === true && (step.expect as { valid?: unknown }).valid === false) {
    const repeats = await lintRepeatsEvaluation(host, step.permit);
    if (repeats !== undefined) return ruleFailure(repeats.rule, `${withoutDecidingPrefix(error.message)} (${repeats.evidence})`);
  }
  if (area === 'access' && step.op === 'access' && got?.callable !== want.callable) {
    const byPermit = await permitRuleByHost(host, step.tool as ToolAccess, step.message, grants, got?.callable);
    if (byPermit !== undefined) return ruleFailure(byPermit.rule, `${withoutDecidingPrefix(error.message)} (${byPermit.evidence})`);
    const byView = typeof want.callable === 'boolean' ? await viewDecided(host, { tool: step.tool as ToolAccess, message: step.message as WireMessage | null }, grants, got?.callable, want.callable) : undefined;
    if (byView !== undefined) return ruleFailure(VIEW_RULE, `${withoutDecidingPrefix(error.message)} (${byView})`);
  }
  return error;
}

/**
 * A wrong permit step whose spelling the host's own answers show decided it, or did not (./normal-form.ts):
 * the rule of the spelling that made the difference; or, where the step is charged to a spelling's rule and
 * the explicit form is answered the same wrong way, the rule that decides the explicit form.
 */
async function bySpelling(host: HostUnderTest, check: PermitCheck, grants: PlatformGrants, got: boolean, want: boolean, charged: string | undefined): Promise<{ rule: string; evidence: string } | undefined> {
  const decision = decidePermitList(check.permits, check.message, grants);
  if (decision.holds !== want || decision.allowed.includes(got)) return undefined;
  try {
    const shown = await normalisationShows(host, check, grants, got, decision);
    if (shown === undefined) return undefined;
    if ('rule' in shown) return shown;
    if (charged === undefined || !shown.rules.has(charged)) return undefined;
    const explicit = decidePermitList(shown.form.permits, shown.form.message, grants);
    const charge = await chargeWrongPermitList(host, new Blame(), shown.form, grants, got, explicit);
    return { rule: charge.rule, evidence: `${shown.evidence}${charge.evidence ? `; ${charge.evidence}` : ''}` };
  } catch {
    // A probe the host does not answer tells nothing: the step keeps its charge.
    return undefined;
  }
}

/**
 * The requirements the case cites whose every step agreed, none of them charged by a failing step: a step
 * naming its own `requirement` is that requirement's evidence alone; a step naming none is evidence of every
 * cited one; a failing step is evidence only against the rule its failure was charged to (`chargedAt[i]`),
 * so a SHOULD the host reads otherwise (its lint following its own grammar, a freedom taken) leaves the
 * MUSTs of the case decided by their own steps.
 */
export function decidedByAgreeingSteps(fixtureCase: FixtureCase, agreed: readonly boolean[], chargedAt: readonly (string | undefined)[], showsNoRule = (_rule: string | undefined): boolean => false): string[] {
  const charged = new Set(chargedAt.filter((id): id is string => id !== undefined));
  return fixtureCase.requirements.filter((id) => {
    if (charged.has(id)) return false;
    const own = fixtureCase.steps.map((s, i) => ({ s, i })).filter(({ s }) => s.requirement === undefined || s.requirement === id);
    // A rule cited with no step of its own was not asked by this case: its failure leaves it as its own tests decide.
    if (own.length === 0) return true;
    // A failing step is set aside only when the case itself cites the rule it was charged to, and that
    // charge shows a rule: an evaluation that answered no value (charged to PERMIT-018 / ACCESS-011, that
    // deciding never fails) shows nothing of any rule, so it counts against every rule it serves.
    const setAside = (i: number): boolean =>
      !showsNoRule(chargedAt[i]) && chargedAt[i] !== undefined && chargedAt[i] !== id && fixtureCase.requirements.includes(chargedAt[i]!);
    return own.every(({ i }) => agreed[i] === true || setAside(i));
  });
}

/** Registers `[<requirements>] <id>: <description>` for every fixture case of `area`. */
export function verdictFixtureSuite(area: Area): void {
  const files = loadFixtureFiles(undefined, [area]);
  const host = useHostUnderTest();
  for (const file of files) {
    describe(file.file, () => {
      for (const fixtureCase of file.cases) {
        test(req(fixtureCase.requirements, `${fixtureCase.id}: ${fixtureCase.description}`), async (ctx) => {
          if (!host.claims(area)) ctx.skip(`host does not implement area ${area}`);
          const results = await host.results({ ...toWireCase(fixtureCase), area });
          // Every step is checked (the steps of a permits or access case are independent questions), so a
          // failing step leaves decided the requirements whose steps all agreed (a lint SHOULD does not stop
          // the evaluation steps of a MUST); the first failure is the one thrown, charged to its rule.
          let failure: Error | undefined;
          const agreed: boolean[] = [];
          const chargedAt: (string | undefined)[] = [];
          for (const i of fixtureCase.steps.keys()) {
            try {
              checkStep(area, fixtureCase, i, results[i]);
              agreed[i] = true;
            } catch (error) {
              agreed[i] = false;
              const charged = await chargedByHost(host, area, fixtureCase, i, results[i], error as Error);
              // A step that names no rule and shows none is its case's first requirement's.
              chargedAt[i] = decidingRequirementOf(charged.message) ?? fixtureCase.steps[i]!.requirement ?? fixtureCase.requirements[0];
              failure ??= charged;
            }
          }
          if (failure) throw completeFor(failure, decidedByAgreeingSteps(fixtureCase, agreed, chargedAt, (rule) => rule === NEVER_FAILS[area]));
        });
      }
    });
  }
}
