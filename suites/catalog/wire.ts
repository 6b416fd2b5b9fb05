// Talking to the host under test in area catalog: steps, one case per scenario, answers read strictly
// (an `{error}` where a value is due, or a value of the wrong shape, is a FAIL naming the step).
import { isDeepStrictEqual } from 'node:util';
import { test } from 'vitest';
import type { Step, StepResult } from '../../host/protocol.js';
import { sessionMismatch } from '../../host/catalog-tools.js';
import { SchemaError, validateCase } from '../../host/validate.js';
import { ruleFailure } from '../support/decided-by.js';
import { stepError } from '../support/host-under-test.js';
import type { HostUnderTest } from '../support/host-under-test.js';
import { req } from '../support/title.js';

export const AREA = 'catalog';

export const QQ = { $adapter: 'qq', $sender: { id: 'u1' } } as const;
export const DISCORD = { $adapter: 'discord', $sender: { id: 'u1' } } as const;

/** The four files every sub-agent directory needs (area registry), under `agents/<name>/`. */
export function agentFiles(name: string, json: Record<string, unknown> = {}): Record<string, unknown> {
  const base = `agents/${name}/`;
  return {
    [`${base}agent.json`]: { json },
    [`${base}system.md`]: { text: 's' },
    [`${base}boundaries.md`]: { text: 'b' },
    [`${base}conventions.md`]: { text: 'c' },
  };
}

export const notFoundTool = (name: string): string => `no tool named "${name}" can be loaded in this turn`;
export const notFoundSkill = (name: string): string => `no skill named "${name}" can be loaded in this turn`;

export interface ChannelTool {
  name: string;
  description: unknown;
  input_schema: unknown;
  defer_loading?: unknown;
}

/** One catalog conformance test, skipped when the host does not claim the area. */
export function catalogTest(host: HostUnderTest, ids: readonly string[], text: string, body: () => Promise<unknown>): void {
  test(req(ids, text), async (ctx) => {
    if (!host.claims(AREA)) ctx.skip(`host does not implement area ${AREA}`);
    await body();
  });
}

/**
 * Sends the steps as one catalog case. Contract tests send schema-valid input only (what a host does with
 * anything else is the protocol's, spec/protocol.md §6): a case that breaks the area's schemas is a fault of
 * the test, reported as such before the host is asked.
 */
export function runCatalog(host: HostUnderTest, setup: Record<string, unknown>, steps: readonly Step[]): Promise<StepResult[]> {
  try {
    validateCase({ id: 'catalog/check', area: AREA, setup, steps: [...steps] });
  } catch (error) {
    if (error instanceof SchemaError) throw new Error(`kit fault: a contract test of area catalog sends schema-invalid input: ${error.message}`);
    throw error;
  }
  return runCatalogAsIs(host, setup, steps);
}

/** Sends the steps as one catalog case, whatever they hold (protocol robustness tests only). */
export function runCatalogAsIs(host: HostUnderTest, setup: Record<string, unknown>, steps: readonly Step[]): Promise<StepResult[]> {
  return host.results(host.checks(AREA, setup, [...steps]));
}

const cut = (v: unknown): string => {
  const text = JSON.stringify(v) ?? String(v);
  return text.length > 600 ? `${text.slice(0, 600)}…` : text;
};

export function where(index: number, step: Step): string {
  return `step ${index} ${cut(step)}`;
}

/** The result of step `index` as a value; a step error there is a FAIL. */
export function valueOf(results: readonly StepResult[], index: number, step: Step): Record<string, unknown> {
  const result = results[index];
  if (result === undefined) throw new Error(`FAIL: ${where(index, step)} has no result`);
  const error = stepError(result);
  if (error) throw new Error(`FAIL: ${where(index, step)} answered error ${error.code} (${error.message}) where a value was expected`);
  return result as Record<string, unknown>;
}

/** The step error of step `index`; a value there is a FAIL. */
export function errorOf(results: readonly StepResult[], index: number, step: Step): { code: string; message: string } {
  const result = results[index];
  const error = result === undefined ? undefined : stepError(result);
  if (!error) throw new Error(`FAIL: ${where(index, step)} answered ${cut(result)} where a step error was expected`);
  return error;
}

/** The `tools` list of a tools step, each entry checked for the channel shape. */
export function toolsOf(results: readonly StepResult[], index: number, step: Step): ChannelTool[] {
  const value = valueOf(results, index, step);
  if (!Array.isArray(value.tools)) throw new Error(`FAIL: ${where(index, step)} answered ${cut(value)}: "tools" should be an array`);
  return value.tools.map((t: unknown, i: number) => {
    if (typeof t !== 'object' || t === null || typeof (t as { name?: unknown }).name !== 'string') {
      throw new Error(`FAIL: ${where(index, step)}: tools[${i}] ${cut(t)} is not a channel entry with a string name`);
    }
    return t as ChannelTool;
  });
}

const DECIDING = /^([A-Z]+-\d{3})\b/;

/**
 * Throws a FAIL when `actual` is not deeply equal to `expected`. `rule` starts with the requirement that
 * decides the expected answer (e.g. `CATALOG-014 (use counts as recent)`): the failure is charged to it.
 */
export function same(index: number, step: Step, actual: unknown, expected: unknown, rule: string): void {
  if (!isDeepStrictEqual(actual, expected)) failBy(rule, `${where(index, step)}: host answered ${cut(actual)}, ${rule} requires ${cut(expected)}`);
}

/** A FAIL charged to the requirement `rule` starts with (a plain FAIL when it names none). */
export function failBy(rule: string, text: string): never {
  const id = DECIDING.exec(rule)?.[1];
  throw id === undefined ? new Error(`FAIL: ${text}`) : ruleFailure(id, `FAIL: ${text}`);
}

/** As `same` for a session snapshot: when only the order differs, the ordering rule (CATALOG-024) decides. */
export function sameSession(index: number, step: Step, actual: unknown, expected: unknown, rule: string): void {
  const mismatch = sessionMismatch(expected, actual);
  if (mismatch !== undefined) failBy(mismatch.requirement ?? rule, `${where(index, step)}: host answered ${cut(actual)}, ${mismatch.requirement ?? rule} requires ${cut(expected)}`);
}

/**
 * The exposed set at one moment, read from both channels (steps `genericAt` and `anthropicAt`, the same
 * turn, nothing in between): generic's names, and anthropic's entries without defer_loading, must both be
 * `expected`. Where only one channel is off, that channel broke its own rule (CATALOG-020 generic,
 * CATALOG-019 anthropic); where both are, `rule` decides.
 */
export function sameExposed(results: readonly StepResult[], genericAt: number, anthropicAt: number, steps: readonly Step[], expected: readonly string[], rule: string): void {
  const generic = toolsOf(results, genericAt, steps[genericAt]!).map((t) => t.name);
  const anthropic = toolsOf(results, anthropicAt, steps[anthropicAt]!).filter((t) => t.defer_loading !== true).map((t) => t.name);
  const genericRight = isDeepStrictEqual(generic, expected);
  const anthropicRight = isDeepStrictEqual(anthropic, expected);
  if (genericRight && anthropicRight) return;
  const [at, decided] = genericRight ? [anthropicAt, 'CATALOG-019'] : anthropicRight ? [genericAt, 'CATALOG-020'] : [genericAt, rule];
  failBy(decided, `${where(at, steps[at]!)}: the channels show ${cut(generic)} (generic) and ${cut(anthropic)} (anthropic, not deferred) exposed; ${rule} requires ${cut(expected)}`);
}
