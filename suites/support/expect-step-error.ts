// "This step must answer a step error": one check, worded so a failure keeps the step and the answer
// (a bare matcher on a missing code would only say it got undefined).
import type { StepResult } from '../../host/protocol.js';
import { stepError } from './host-under-test.js';

/** A step error's code: kebab-case (spec/protocol.md §6). */
export const STEP_ERROR_CODE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const show = (v: unknown): string => {
  const text = v === undefined ? 'nothing' : (JSON.stringify(v) ?? String(v));
  return text.length > 400 ? `${text.slice(0, 400)}…` : text;
};

/**
 * The step error `result` carries; otherwise throws `<where>: expected a step error …, host answered …`.
 * `where` names the step, e.g. `step 3 {"op":"load",…}`.
 */
export function expectStepError(result: StepResult | undefined, where: string): { code: string; message: string } {
  const error = result === undefined ? undefined : stepError(result);
  if (error === undefined || !STEP_ERROR_CODE.test(error.code)) {
    throw new Error(`${where}: expected a step error ({"error":{"code":<kebab-case>,"message":…}}), host answered ${show(result)}`);
  }
  return error;
}
