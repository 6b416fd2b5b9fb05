// Permit and lint steps a host cannot interpret, found by mutation testing. Expected answers come from
// spec/permits.md (PERMIT-017: malformed means deny; PERMIT-018: evaluation never fails; PERMIT-020: lint)
// and spec/protocol.md §5/§6 (each result is the op's result object or a step error with a kebab-case
// code; a step the host cannot interpret answers a step error, so the case is not errored). Where the
// rulings leave the choice between a step error and a denial, both pass.
import { describe, expect, test } from 'vitest';
import type { Step, StepResult } from '../../../host/protocol.js';
import { stepError, useHostUnderTest } from '../../support/host-under-test.js';
import { req } from '../../support/title.js';

const host = useHostUnderTest();
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const GROUP = { $adapter: 'qq', $channel: { type: 'group', id: 'g1' }, $sender: { id: 'u1', role: 'master' } };

const run = (steps: Step[]): Promise<StepResult[]> => host.results(host.checks('permits', {}, steps));
const where = (step: Step): string => `step ${JSON.stringify(step)}`;
/** step-error.schema.json: {"error":{"code":<kebab-case>,"message":<string>}} and nothing else. */
const STEP_ERROR = { error: { code: expect.stringMatching(KEBAB), message: expect.any(String) } };

/** A step error of step-error.schema.json, or exactly `{[key]: false}`. */
function expectRefused(result: StepResult | undefined, step: Step, key: 'allowed' | 'valid'): void {
  const error = result === undefined ? undefined : stepError(result);
  if (error !== undefined) expect(result, where(step)).toEqual(STEP_ERROR);
  else expect(result, where(step)).toEqual({ [key]: false });
}

describe('permits: steps a host cannot interpret', () => {
  test(req(['PERMIT-017', 'PERMIT-018'], 'a permit step with a malformed message or permit list never allows: a step error or a denial'), async (ctx) => {
    if (!host.claims('permits')) ctx.skip('host does not implement area permits');
    // [] allows for every message and for no message (PERMIT-007), so allowing it here would mean the host
    // made up a message (or "no message") out of a malformed field.
    const messages: unknown[] = ['qq', '', 5, true, false, [], [GROUP]];
    const lists: unknown[] = ['adapter(qq)', '', 5, true, null, {}, { 0: 'adapter(qq)' }];
    const steps: Step[] = [
      { op: 'permit', permits: [] },
      ...messages.map((message): Step => ({ op: 'permit', permits: [], message })),
      ...lists.map((permits): Step => ({ op: 'permit', permits, message: GROUP })),
    ];
    const results = await run(steps);
    steps.forEach((step, i) => expectRefused(results[i], step, 'allowed'));
  });

  test(req(['PERMIT-018', 'PERMIT-020'], 'a lint step whose permit is not a string: a step error or valid:false'), async (ctx) => {
    if (!host.claims('permits')) ctx.skip('host does not implement area permits');
    const permits: unknown[] = [5, true, null, ['adapter(qq)'], { kind: 'adapter' }];
    const steps: Step[] = [{ op: 'lint' }, ...permits.map((permit): Step => ({ op: 'lint', permit }))];
    const results = await run(steps);
    steps.forEach((step, i) => expectRefused(results[i], step, 'valid'));
  });

  test(req(['PERMIT-018'], 'an op area permits does not have answers a step error, whatever its name'), async (ctx) => {
    if (!host.claims('permits')) ctx.skip('host does not implement area permits');
    const ops = ['frobnicate', 'access', 'Permit', 'LINT', 'permit ', '', 'toString', '__proto__', 'constructor', 'hasOwnProperty', 'valueOf'];
    const steps: Step[] = ops.map((op): Step => ({ op, permits: [], permit: 'adapter(qq)', message: GROUP }));
    // A good step after them: the host still answers it (one result per step, in order).
    const results = await run([...steps, { op: 'permit', permits: [], message: GROUP }]);
    steps.forEach((step, i) => expect(results[i], where(step)).toEqual(STEP_ERROR));
    expect(results[steps.length]).toEqual({ allowed: true });
  });
});
