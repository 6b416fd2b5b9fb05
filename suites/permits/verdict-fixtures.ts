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
import { ruleFailure, withoutDecidingPrefix } from '../support/decided-by.js';
import { FAILS_OPEN_RULE, failsOpen } from './fails-open.js';
import type { WireMessage } from './arbitraries.js';
import type { PlatformGrants } from './model.js';
import { useHostUnderTest } from '../support/host-under-test.js';
import { req } from '../support/title.js';
import { permitRuleByHost } from '../access/permit-by-host.js';
import type { ToolAccess } from '../access/model.js';
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
          for (const [i, step] of fixtureCase.steps.entries()) {
            try {
              checkStep(area, fixtureCase, i, results[i]);
            } catch (error) {
              // A permit step allowed where the model denies a malformed permit: the host's lint may show it fails open.
              const got = results[i] as { allowed?: unknown } | undefined;
              const want = (step.expect as { allowed?: unknown }).allowed;
              const open = area === 'permits' && step.op === 'permit' && typeof got?.allowed === 'boolean' && typeof want === 'boolean'
                ? await failsOpen(host, { permits: step.permits as unknown[], message: step.message as WireMessage | null, grants: ((fixtureCase.setup as { platformGrants?: PlatformGrants }).platformGrants ?? {}) }, got.allowed, want)
                : undefined;
              if (open !== undefined) throw ruleFailure(FAILS_OPEN_RULE, `${withoutDecidingPrefix((error as Error).message)} (${open})`);
              // An access step whose wrong callable the host's own permit answer explains: that permit rule's.
              const callable = (results[i] as { callable?: unknown } | undefined)?.callable;
              const byPermit = area === 'access' && step.op === 'access' && callable !== (step.expect as { callable?: unknown }).callable
                ? await permitRuleByHost(host, step.tool as ToolAccess, step.message, ((fixtureCase.setup as { platformGrants?: PlatformGrants }).platformGrants ?? {}), callable)
                : undefined;
              if (byPermit === undefined) throw error;
              throw ruleFailure(byPermit.rule, `${withoutDecidingPrefix((error as Error).message)} (${byPermit.evidence})`);
            }
          }
        });
      }
    });
  }
}
