// Access steps a host cannot interpret, found by mutation testing. Expected answers come from
// spec/access.md ACCESS-011 (deciding never fails, anything malformed denies: a malformed step must never
// admit a tool) and spec/protocol.md §5/§6 (each result is the op's result object or a step error with a
// kebab-case code; a step the host cannot interpret answers a step error, so the case is not errored).
// Where the rulings leave the choice between a step error and a denial, both pass.
import { describe, expect, test } from 'vitest';
import type { Step, StepResult } from '../../../host/protocol.js';
import { stepError, useHostUnderTest } from '../../support/host-under-test.js';
import { req } from '../../support/title.js';

const host = useHostUnderTest();
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const GROUP = { $adapter: 'qq', $channel: { type: 'group', id: 'g1' }, $sender: { id: 'u1', role: 'master' } };

const run = (steps: Step[]): Promise<StepResult[]> => host.results(host.checks('access', {}, steps));
const where = (step: Step): string => `step ${JSON.stringify(step)}`;
/** step-error.schema.json: {"error":{"code":<kebab-case>,"message":<string>}} and nothing else. */
const STEP_ERROR = { error: { code: expect.stringMatching(KEBAB), message: expect.any(String) } };

/** A step error of step-error.schema.json, or the denial {listed:false, callable:false}: never an admission. */
function expectRefused(result: StepResult | undefined, step: Step): void {
  const error = result === undefined ? undefined : stepError(result);
  if (error !== undefined) expect(result, where(step)).toEqual(STEP_ERROR);
  else expect(result, where(step)).toEqual({ listed: false, callable: false });
}

describe('access: steps a host cannot interpret', () => {
  test(req(['ACCESS-011'], 'a tool that is not an object is never admitted: the step answers a step error or a denial'), async (ctx) => {
    if (!host.claims('access')) ctx.skip('host does not implement area access');
    const tools: unknown[] = ['qq', '', 5, 0, true, false, null, [], ['qq'], [{}]];
    const steps: Step[] = tools.flatMap((tool) => [GROUP, null].map((message): Step => ({ op: 'access', tool, message })));
    const results = await run(steps);
    steps.forEach((step, i) => expectRefused(results[i], step));
  });

  test(req(['ACCESS-006', 'ACCESS-011'], 'a message that is neither an object nor null is never read as a message: an unrestricted tool is not admitted'), async (ctx) => {
    if (!host.claims('access')) ctx.skip('host does not implement area access');
    // An unrestricted tool is admitted for every message and for no message (ACCESS-006), so admitting it
    // here would mean the host made up a message (or "no message") out of a malformed field.
    const messages: unknown[] = ['qq', '', 5, true, false, [], [GROUP]];
    const steps: Step[] = [
      { op: 'access', tool: {} },
      { op: 'access', tool: { platforms: ['qq'] } },
      ...messages.flatMap((message): Step[] => [
        { op: 'access', tool: {}, message },
        { op: 'access', tool: { platforms: ['undefined'], scopes: ['private'] }, message },
      ]),
    ];
    const results = await run(steps);
    steps.forEach((step, i) => expectRefused(results[i], step));
  });

  test(req(['ACCESS-011'], 'an op area access does not have answers a step error, whatever its name'), async (ctx) => {
    if (!host.claims('access')) ctx.skip('host does not implement area access');
    const ops = ['frobnicate', 'permit', 'lint', 'Access', 'access ', '', 'toString', '__proto__', 'constructor', 'hasOwnProperty', 'valueOf'];
    const steps: Step[] = ops.map((op): Step => ({ op, tool: {}, message: GROUP }));
    // A good step after them: the host still answers it (one result per step, in order).
    const results = await run([...steps, { op: 'access', tool: {}, message: GROUP }]);
    steps.forEach((step, i) => expect(results[i], where(step)).toEqual(STEP_ERROR));
    expect(results[steps.length]).toEqual({ listed: true, callable: true });
  });
});
