// Huge and deeply nested permits (PERMIT-019): each must be answered within the connection's per-case
// budget (a slow host shows up as TIMEOUT, charged to PERMIT-019), with a value (a step error is a failed
// evaluation, PERMIT-018) and with the verdict the rules give, charged to the rule that decides it.
import { describe, test } from 'vitest';
import { useHostUnderTest } from '../support/host-under-test.js';
import { completeFor, decidingRequirementOf, ruleFailure } from '../support/decided-by.js';
import { req } from '../support/title.js';
import { ANSWER_SHAPE, answersTheValue, cut, isWellShaped } from './protocol-checks.js';
import { FAILS_OPEN_RULE, failsOpen } from './fails-open.js';
import { PATHOLOGIES, permitOf } from './pathologies.js';

const host = useHostUnderTest();
const message = { $adapter: 'qq', $channel: { type: 'group', id: 'g-target' }, $sender: { id: 'u1' } };

/** The answer of a single-step case: a value where one is due, else a failure charged to `noAnswer`. */
async function answer(step: Record<string, unknown> & { op: string }, shown: unknown, key: 'allowed' | 'valid', noAnswer: string): Promise<boolean> {
  const [result] = await host.results(host.checks('permits', {}, [step]));
  if (!isWellShaped('permits', step.op, result) || 'error' in (result as object)) {
    const shapeOnly = answersTheValue('permits', step.op, result);
    throw ruleFailure(shapeOnly ? ANSWER_SHAPE : noAnswer, `step 0 ${cut(shown)}: expected {"${key}": …}, host answered ${cut(result)}${shapeOnly ? ` (the result breaks the published result schema of "${step.op}")` : ''}`);
  }
  return (result as Record<string, boolean>)[key] as boolean;
}

describe('permits: pathological inputs answer promptly', () => {
  for (const p of PATHOLOGIES) {
    test(req(['PERMIT-019', 'PERMIT-018', ...p.ids], `permit of ${p.name} is answered ${p.allowed ? 'allowed' : 'denied'}`), async (ctx) => {
      if (!host.claims('permits')) ctx.skip('host does not implement area permits');
      const shown = { op: 'permit', permits: [`<${p.name}>`], message };
      const allowed = await answer({ op: 'permit', permits: [permitOf(p)], message }, shown, 'allowed', 'PERMIT-018');
      if (allowed === p.allowed) return;
      const text = `step 0 ${cut(shown)}: expected {"allowed":${p.allowed}}, host answered {"allowed":${allowed}}`;
      const open = await failsOpen(host, { permits: [permitOf(p)], message, grants: {} }, allowed, p.allowed);
      throw open === undefined ? ruleFailure(p.ids[0] as string, text) : ruleFailure(FAILS_OPEN_RULE, `${text} (${open.replace(/\[".{200,}?"\]/, '[…]')})`);
    });
    test(req(['PERMIT-019', 'PERMIT-020'], `lint of ${p.name} says ${p.valid ? 'valid' : 'invalid'}`), async (ctx) => {
      if (!host.claims('permits')) ctx.skip('host does not implement area permits');
      const shown = { op: 'lint', permit: `<${p.name}>` };
      // Whatever lint answered, it answered within the budget (a hang is a TIMEOUT, charged to PERMIT-019
      // before this line): a wrong or missing lint is PERMIT-020's and leaves PERMIT-019 decided.
      let valid: boolean;
      try {
        valid = await answer({ op: 'lint', permit: permitOf(p) }, shown, 'valid', 'PERMIT-020');
      } catch (error) {
        // Only a lint failure answered in time (charged to PERMIT-020) decides PERMIT-019; a hang stays its own.
        const e = error as Error;
        throw decidingRequirementOf(e.message) === 'PERMIT-020' ? completeFor(e, ['PERMIT-019']) : e;
      }
      if (valid !== p.valid) throw completeFor(ruleFailure('PERMIT-020', `step 0 ${cut(shown)}: expected {"valid":${p.valid}}, host answered {"valid":${valid}}`), ['PERMIT-019']);
    });
  }
});
