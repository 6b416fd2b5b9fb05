// The one comparison of a host's step result with what the rulings expect (hand-written scenarios
// and the model alike), failing with a message that names the step, what was sent, what the host
// said and what is required.
import { expect } from 'vitest';
import type { Step, StepResult } from '../../host/protocol.js';
import { stepError } from '../support/host-under-test.js';
import type { Expected } from './model.js';

/**
 * A value containing `ok` (arrays element by element, objects by their listed keys), or an error
 * whose code is `error` (one of them, when the rulings leave the choice open) and whose message
 * names each of `naming`.
 */
export type Want = { ok: Record<string, unknown> } | { error: string | readonly string[]; naming?: readonly string[] };

export const ok = (shape: Record<string, unknown> = {}): Want => ({ ok: shape });
export const fails = (code: string, ...naming: string[]): Want => ({ error: code, naming });

function cut(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 600 ? `${text.slice(0, 600)}…` : text;
}

/** Throws unless `actual` is what `want` says. */
export function check(index: number, step: unknown, actual: StepResult | undefined, want: Want): void {
  const where = `step ${index} ${cut(step)}`;
  if (actual === undefined) throw new Error(`FAIL: ${where} has no result`);
  const error = stepError(actual);
  if ('ok' in want) {
    if (error) throw new Error(`FAIL: ${where}: host answered error ${error.code} (${error.message}) where ${cut(want.ok)} was expected`);
    expect(actual, `${where}: expected ${cut(want.ok)}, host answered ${cut(actual)}`).toMatchObject(want.ok);
    return;
  }
  const codes: readonly string[] = typeof want.error === 'string' ? [want.error] : want.error;
  const required = `error ${codes.join(' or ')}`;
  if (!error) throw new Error(`FAIL: ${where}: host answered ${cut(actual)}, the rulings require ${required}`);
  if (!codes.includes(error.code)) {
    throw new Error(`FAIL: ${where}: host answered error ${error.code} (${error.message}), the rulings require ${required}`);
  }
  for (const name of want.naming ?? []) {
    if (!error.message.includes(name)) {
      throw new Error(`FAIL: ${where}: the ${error.code} message ${JSON.stringify(error.message)} does not name ${JSON.stringify(name)}`);
    }
  }
}

/** The model's expectation as a Want: several codes when a candidate had several problems. */
export function wantOf(expected: Expected): Want {
  return expected.kind === 'value' ? { ok: expected.shape } : { error: expected.codes };
}

/** Compares every step with the model's expectation; the first mismatch fails. */
export function compareAll(steps: readonly Step[], results: readonly StepResult[], expected: readonly Expected[]): void {
  expected.forEach((want, i) => check(i, steps[i], results[i], wantOf(want)));
}
