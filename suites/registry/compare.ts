// The one comparison of a host's step result with what spec/registry.md expects (hand-written scenarios
// and the model alike), failing with a message that names the step, what was sent, what the host said
// and what is required, charged to the requirement whose rule decides that step (one bug, one red
// requirement).
import { expect } from 'vitest';
import type { Step, StepResult } from '../../host/protocol.js';
import { ruleFailure } from '../support/decided-by.js';
import { stepError } from '../support/host-under-test.js';
import type { Decider } from './decider.js';
import type { Expected } from './model.js';

export type { Decider } from './decider.js';

/**
 * A value containing `ok` (arrays element by element, objects by their listed keys), or an error
 * whose code is `error` (one of them, when the spec leaves the choice open; any code when the list is
 * empty) and whose message names each of `naming`. `rule` names the deciding requirement; without it the op's own rule
 * decides (see defaultRule), else the test's primary requirement.
 */
export type Want = ({ ok: Record<string, unknown> } | { error: string | readonly string[]; naming?: readonly string[] }) & { rule?: Decider };

export const ok = (shape: Record<string, unknown> = {}, rule?: Decider): Want => (rule === undefined ? { ok: shape } : { ok: shape, rule });
export const fails = (code: string, ...naming: string[]): Want => ({ error: code, naming });
/** A step error of any code: where the protocol only suggests one (PROTOCOL-003, PROTOCOL-004). */
export const anyStepError = (): Want => ({ error: [] });
/** `want`, decided by `rule`. */
export const decidedBy = (rule: Decider, want: Want): Want => ({ ...want, rule });

/**
 * The rule that decides a successful answer of the steps that only write or hand out handles, whatever
 * the test is about: a host that refuses a well-formed `stage` breaks REGISTRY-027, not the rule the test
 * was written for.
 */
const OP_RULES: Readonly<Record<string, string>> = {
  stage: 'REGISTRY-027',
  addTool: 'REGISTRY-027',
  addSkill: 'REGISTRY-032',
  registerProvider: 'REGISTRY-022',
  pin: 'REGISTRY-017',
  release: 'REGISTRY-018',
  dispose: 'REGISTRY-022',
};

function defaultRule(step: unknown, want: Want, actual: StepResult): string | undefined {
  if (!('ok' in want)) return undefined;
  const op = (step as { op?: unknown } | null)?.op;
  // A commit that succeeds with another number: the next successful commit is the current one plus one.
  if (op === 'commit') return stepError(actual) === undefined ? 'REGISTRY-015' : undefined;
  return typeof op === 'string' ? OP_RULES[op] : undefined;
}

function cut(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 600 ? `${text.slice(0, 600)}…` : text;
}

function compare(where: string, actual: StepResult, want: Want): void {
  const error = stepError(actual);
  if ('ok' in want) {
    if (error) throw new Error(`FAIL: ${where}: host answered error ${error.code} (${error.message}) where ${cut(want.ok)} was expected`);
    expect(actual, `${where}: expected ${cut(want.ok)}, host answered ${cut(actual)}`).toMatchObject(want.ok);
    return;
  }
  const codes: readonly string[] = typeof want.error === 'string' ? [want.error] : want.error;
  const required = codes.length === 0 ? 'a step error' : `error ${codes.join(' or ')}`;
  if (!error) throw new Error(`FAIL: ${where}: host answered ${cut(actual)}, the spec requires ${required}`);
  if (codes.length > 0 && !codes.includes(error.code)) {
    throw new Error(`FAIL: ${where}: host answered error ${error.code} (${error.message}), the spec requires ${required}`);
  }
  for (const name of want.naming ?? []) {
    if (!error.message.includes(name)) {
      throw new Error(`FAIL: ${where}: the ${error.code} message ${JSON.stringify(error.message)} does not name ${JSON.stringify(name)}`);
    }
  }
}

/** Throws unless `actual` is what `want` says; the failure is charged to the step's deciding rule. */
export function check(index: number, step: unknown, actual: StepResult | undefined, want: Want): void {
  const where = `step ${index} ${cut(step)}`;
  if (actual === undefined) throw new Error(`FAIL: ${where} has no result`);
  try {
    compare(where, actual, want);
  } catch (failure) {
    const decider = want.rule ?? ((result: StepResult) => defaultRule(step, want, result));
    const rule = typeof decider === 'function' ? decider(actual) : decider;
    if (rule === undefined) throw failure;
    throw ruleFailure(rule, failure instanceof Error ? failure.message : String(failure));
  }
}

/** The model's expectation as a Want: several codes when a candidate had several problems. */
export function wantOf(expected: Expected): Want {
  const want: Want = expected.kind === 'value' ? { ok: expected.shape } : { error: expected.codes };
  return { ...want, rule: expected.rule };
}

/** Compares every step with the model's expectation; the first mismatch fails. */
export function compareAll(steps: readonly Step[], results: readonly StepResult[], expected: readonly Expected[]): void {
  expected.forEach((want, i) => check(i, steps[i], results[i], wantOf(want)));
}
