// Batched questions to the host under test: many checks in one case, one answer per check.
// Every answer must be a value: an `{error}` or a non-boolean where a boolean is due is a FAIL.
import type { Step } from '../../host/protocol.js';
import type { PlatformGrants } from '../permits/model.js';
import type { WireMessage } from '../permits/arbitraries.js';
import type { ToolAccess } from '../access/model.js';
import { booleanOf } from './host-under-test.js';
import { ruleFailure } from './decided-by.js';
import type { HostUnderTest } from './host-under-test.js';

export interface PermitCheck {
  permits: unknown[];
  message: WireMessage | null;
}

export interface AccessCheck {
  tool: ToolAccess;
  message: WireMessage | null;
}

export interface AccessAnswer {
  listed: boolean;
  callable: boolean;
}

async function ask(host: HostUnderTest, area: string, setup: Record<string, unknown>, steps: Step[]) {
  const results = await host.results(host.checks(area, setup, steps));
  return { steps, results };
}

/** `allowed` for each permit list, all in one `permits` case sharing `grants`. */
export async function askPermits(host: HostUnderTest, grants: PlatformGrants, checks: readonly PermitCheck[]): Promise<boolean[]> {
  const steps = checks.map((c): Step => ({ op: 'permit', permits: c.permits, message: c.message }));
  const { results } = await ask(host, 'permits', { platformGrants: grants }, steps);
  return steps.map((step, i) => booleanOf(results[i], 'allowed', i, step));
}

/** `valid` for each permit, all in one `permits` case. */
export async function askLint(host: HostUnderTest, permits: readonly unknown[]): Promise<boolean[]> {
  const steps = permits.map((permit): Step => ({ op: 'lint', permit }));
  const { results } = await ask(host, 'permits', {}, steps);
  return steps.map((step, i) => booleanOf(results[i], 'valid', i, step));
}

/** `listed` and `callable` for each tool/message pair, all in one `access` case sharing `grants`. */
export async function askAccess(host: HostUnderTest, grants: PlatformGrants, checks: readonly AccessCheck[]): Promise<AccessAnswer[]> {
  const steps = checks.map((c): Step => ({ op: 'access', tool: c.tool, message: c.message }));
  const { results } = await ask(host, 'access', { platformGrants: grants }, steps);
  return steps.map((step, i) => ({
    listed: booleanOf(results[i], 'listed', i, step),
    callable: booleanOf(results[i], 'callable', i, step),
  }));
}

/**
 * A readable mismatch: which check, what was sent, what the host said, what the rule says. When `rule`
 * is a requirement ID the failure is charged to it (suites/support/decided-by.ts).
 */
export function mismatch(index: number, check: unknown, got: unknown, want: unknown, rule: string): Error {
  const text = `check ${index} ${JSON.stringify(check)}: expected ${JSON.stringify(want)}, host answered ${JSON.stringify(got)}`;
  return /^[A-Z]+-\d{3}$/.test(rule) ? ruleFailure(rule, text) : new Error(`${text} (${rule})`);
}
