// What spec/protocol.md §6 says of input that breaks the published schemas, as checks shared by the
// protocol-robustness tests of areas permits and access. Any step-error code conforms (kebab-case); the
// answers a host gives to well-formed steps are compared with its own answers to the same steps sent
// without the bad ones (differential), so no contract verdict is asserted here.
import { expect } from 'vitest';
import type { Step, StepResult } from '../../host/protocol.js';
import { schemaRegistry } from '../../host/schema-registry.js';
import { stepError } from '../support/host-under-test.js';
import type { HostUnderTest } from '../support/host-under-test.js';
import { ruleFailure } from '../support/decided-by.js';

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const cut = (v: unknown): string => (JSON.stringify(v) ?? String(v)).slice(0, 300);

/** step-error.schema.json: {"error":{"code":<kebab-case>,"message":<string>}} and nothing else. */
export function isStepError(result: StepResult | undefined): boolean {
  if (result === undefined || stepError(result) === undefined) return false;
  const error = (result as { error: Record<string, unknown> }).error;
  return Object.keys(result).length === 1 && typeof error.code === 'string' && KEBAB.test(error.code) && typeof error.message === 'string';
}

/** A result object of `op` in `area` (its results schema), or a step error: the only answers §2 allows. */
export function isWellShaped(area: string, op: string, result: StepResult | undefined): boolean {
  if (isStepError(result)) return true;
  const schemas = schemaRegistry().area(area)?.ops.get(op);
  return result !== undefined && schemas !== undefined && schemas.result(result) === true;
}

/** One result object of its op per step (spec/protocol.md §2): the rule a misshapen result breaks. */
export const ANSWER_SHAPE = 'PROTOCOL-002';

/**
 * The result holds every value its op answers, each of its type, and is no step error: when it is still
 * not well shaped, only its shape is off (an extra field), which is PROTOCOL-002's, not the deciding rule's.
 */
export function answersTheValue(area: string, op: string, result: StepResult | undefined): boolean {
  if (typeof result !== 'object' || result === null || 'error' in result) return false;
  const keys = area === 'access' ? ['listed', 'callable'] : [op === 'lint' ? 'valid' : 'allowed'];
  return keys.every((k) => typeof (result as Record<string, unknown>)[k] === 'boolean');
}

/** The step of `area` breaks its op's published schema (so it is protocol input, not contract input). */
export function breaksSchema(area: string, step: Step): boolean {
  const schemas = schemaRegistry().area(area)?.ops.get(step.op);
  return schemas === undefined || schemas.step(step) !== true;
}

/** The setup breaks its area's setup schema. */
export function breaksSetupSchema(area: string, setup: unknown): boolean {
  return schemaRegistry().area(area)?.setup(setup) !== true;
}

/** Fails, charged to `rule`, unless every result is a step error. */
export function expectStepErrors(rule: string, steps: readonly Step[], results: readonly StepResult[], context = ''): void {
  steps.forEach((step, i) => {
    if (!isStepError(results[i])) throw ruleFailure(rule, `${context}step ${i} ${cut(step)}: expected a step error (any kebab-case code), host answered ${cut(results[i])}`);
  });
}

/** Fails, charged to `rule`, unless every result is a step error or a result object of its op. */
export function expectWellShaped(rule: string, area: string, steps: readonly Step[], results: readonly StepResult[], context = ''): void {
  steps.forEach((step, i) => {
    if (!isWellShaped(area, step.op, results[i])) throw ruleFailure(rule, `${context}step ${i} ${cut(step)}: expected a result object of "${step.op}" or a step error, host answered ${cut(results[i])}`);
  });
}

/**
 * Sends the good steps alone, then with the bad ones interleaved (bad, good, bad, good …), and returns
 * both answers of the good steps and the answers of the bad ones.
 */
export async function interleaved(host: HostUnderTest, area: string, setup: Record<string, unknown>, bad: readonly Step[], good: readonly Step[]) {
  const alone = await host.results(host.checks(area, setup, [...good]));
  const steps: Step[] = [];
  const badAt: number[] = [];
  const goodAt: number[] = [];
  const longest = Math.max(bad.length, good.length);
  for (let i = 0; i < longest; i++) {
    if (i < bad.length) badAt.push(steps.push(bad[i] as Step) - 1);
    if (i < good.length) goodAt.push(steps.push(good[i] as Step) - 1);
  }
  const mixed = await host.results(host.checks(area, setup, steps));
  return { alone, withBad: goodAt.map((at) => mixed[at] as StepResult), badResults: badAt.map((at) => mixed[at] as StepResult) };
}

/** Fails, charged to `rule`, unless the good steps got the same answers with and without the bad ones. */
export function expectUnaffected(rule: string, good: readonly Step[], alone: readonly StepResult[], withBad: readonly StepResult[]): void {
  good.forEach((step, i) => {
    try {
      expect(withBad[i]).toEqual(alone[i]);
    } catch {
      throw ruleFailure(rule, `step ${cut(step)} answered ${cut(alone[i])} alone but ${cut(withBad[i])} among steps that break the schema`);
    }
  });
}
