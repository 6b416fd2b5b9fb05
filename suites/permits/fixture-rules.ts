// What the model says of each fixture step of area permits: the expected result and the rule a wrong
// answer is charged to. A fixture case stops at its first wrong step, so a step whose parts were all
// checked alone earlier in the case (its guards) can only be wrong for the way it combines them. The
// kit's own tests check every fixture against this (model.test.ts): the hand-written expectations and
// `requirement` annotations and the model must agree.
import { isDeepStrictEqual } from 'node:util';
import type { FixtureCase } from '../../host/fixture-types.js';
import type { StepResult } from '../../host/protocol.js';
import { decidePermitList, isWellFormed } from './model.js';
import { renamed, renamedMessage } from './hostile.js';
import type { WireMessage } from './arbitraries.js';

export interface StepVerdict {
  want: StepResult;
  rule: string;
}

/** The rule the fixture charges step `i` to: its `requirement`, else the case's first requirement. */
export function chargedRule(c: FixtureCase, i: number): string {
  return c.steps[i]?.requirement ?? (c.requirements[0] as string);
}

function checkedAloneBefore(c: FixtureCase, i: number, permit: unknown, message: unknown): boolean {
  return c.steps.slice(0, i).some((s) => s.op === 'permit' && isDeepStrictEqual(s.permits, [permit]) && isDeepStrictEqual(s.message, message));
}

/** A permit with every hostile name among its kind and items renamed (./hostile.ts). */
export function renamedPermitText(permit: unknown): unknown {
  return typeof permit === 'string' ? permit.split(/([(),])/).map(renamed).join('') : permit;
}

/** The step's plain twin came earlier in the case: if the host got that right, a name tripped it here. */
export function twinAskedBefore(c: FixtureCase, i: number, twin: unknown): boolean {
  const step = c.steps[i];
  const wire = (s: typeof step) => (s === undefined ? undefined : Object.fromEntries(Object.entries(s).filter(([k]) => k !== 'expect' && k !== 'requirement')));
  return !isDeepStrictEqual(wire(step), twin) && c.steps.slice(0, i).some((s) => isDeepStrictEqual(wire(s), twin));
}

const renamedMessageOrNull = (m: unknown): unknown => (m === null || typeof m !== 'object' ? m : renamedMessage(m as WireMessage));

export function permitStepVerdict(c: FixtureCase, i: number): StepVerdict {
  const step = c.steps[i];
  if (step === undefined) throw new Error(`${c.id}: no step ${i}`);
  if (step.op === 'lint') return { want: { valid: isWellFormed(step.permit) }, rule: 'PERMIT-020' };
  const permits = step.permits as unknown[];
  const grants = (c.setup as { platformGrants?: unknown }).platformGrants ?? {};
  const d = decidePermitList(permits, step.message, grants);
  const twin = { op: 'permit', permits: permits.map(renamedPermitText), message: renamedMessageOrNull(step.message) };
  if (twinAskedBefore(c, i, twin)) return { want: { allowed: d.holds }, rule: 'PERMIT-018' };
  const guarded = permits.length > 1 && permits.every((p) => checkedAloneBefore(c, i, p, step.message));
  const rule = guarded ? (permits.some((p) => !isWellFormed(p)) ? 'PERMIT-017' : 'PERMIT-006') : d.rule;
  return { want: { allowed: d.holds }, rule };
}
