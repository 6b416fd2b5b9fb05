// Step dispatch: area → op → handler. A later area (registry, turns, catalog) plugs in by adding an
// entry to the table; the host itself never changes.
import type { Step, StepResult } from '../host/protocol.js';
import type { ToolAccess } from './access/can-access-tool.js';
import type { PlatformGrants } from './permits/platform-grants.js';
import type { HostSemantics } from './semantics.js';
import { createRegistryOps } from './registry/ops.js';
import { createTurnOps } from './turns/ops.js';
import { createCatalogOps } from './catalog/ops.js';

/** Per-case state, made fresh for every case. */
export interface CaseContext {
  readonly semantics: HostSemantics;
  readonly grants: PlatformGrants;
  /** The case's setup as sent (areas with configuration, e.g. turns, read it); absent in older callers. */
  readonly setup?: unknown;
}

export type StepHandler = (step: Step, context: CaseContext) => StepResult;
export type DispatchTable = Readonly<Record<string, Readonly<Record<string, StepHandler>>>>;

export function stepError(code: 'unknown-op' | 'bad-step', message: string): StepResult {
  return { error: { code, message } };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function typeName(value: unknown): string {
  if (value === null) return 'null';
  return Array.isArray(value) ? 'array' : typeof value;
}

/** `message` must be an object, or null for "no message" (absent is neither). Returns the step error, or undefined. */
function messageProblem(step: Step): StepResult | undefined {
  const message = step.message;
  if (message === null || isPlainObject(message)) return undefined;
  return stepError('bad-step', `step "${step.op}": field "message" must be an object, or null for no message; got ${typeName(message)}`);
}

const permitStep: StepHandler = (step, { semantics, grants }) => {
  // Stryker disable next-line ConditionalExpression: the evaluator denies a non-list itself, so without this guard the answer is {allowed:false}: a denial and a step error both conform (PERMIT-017, protocol §6)
  if (!Array.isArray(step.permits)) return stepError('bad-step', `step "permit": field "permits" must be an array of strings, got ${typeName(step.permits)}`);
  const problem = messageProblem(step);
  if (problem !== undefined) return problem;
  const view = semantics.normalizeMessage(step.message);
  return { allowed: semantics.evaluatePermitList(step.permits as string[], view, grants) };
};

const lintStep: StepHandler = (step, { semantics }) => {
  // Stryker disable next-line ConditionalExpression: the linter answers valid:false for a non-string itself, and a step error conforms too (protocol §6)
  if (typeof step.permit !== 'string') return stepError('bad-step', `step "lint": field "permit" must be a string, got ${typeName(step.permit)}`);
  return { valid: semantics.lintPermit(step.permit).valid };
};

const accessStep: StepHandler = (step, { semantics, grants }) => {
  if (!isPlainObject(step.tool)) return stepError('bad-step', `step "access": field "tool" must be an object, got ${typeName(step.tool)}`);
  const problem = messageProblem(step);
  if (problem !== undefined) return problem;
  const view = semantics.normalizeMessage(step.message);
  const { listed, callable } = semantics.observeAccess(step.tool as ToolAccess, view, grants);
  return { listed, callable };
};

export const referenceDispatch: DispatchTable = {
  permits: { permit: permitStep, lint: lintStep },
  access: { access: accessStep },
  registry: createRegistryOps(),
  turns: createTurnOps(),
  catalog: createCatalogOps(),
};

/** Runs one step of an implemented area; never throws for a malformed step (the caller catches the rest). */
export function dispatchStep(table: DispatchTable, area: string, step: unknown, context: CaseContext): StepResult {
  const ops = table[area] ?? {};
  // The kit sends only steps that are objects with a string op (case.schema.json); these two answers are for a
  // person typing at `capkit host`, and no conformance case reaches them.
  // Stryker disable next-line ConditionalExpression,StringLiteral: unreachable through the protocol (case.schema.json: a step is an object)
  if (!isPlainObject(step)) return stepError('bad-step', `a step must be an object, got ${typeName(step)}`);
  // Stryker disable next-line ConditionalExpression,StringLiteral: unreachable through the protocol (case.schema.json: a step's op is a string)
  if (typeof step.op !== 'string') return stepError('bad-step', `a step needs a string field "op", got ${typeName(step.op)}`);
  const handler = Object.prototype.hasOwnProperty.call(ops, step.op) ? ops[step.op] : undefined;
  if (handler === undefined) {
    return stepError('unknown-op', `unknown op "${step.op}" in area "${area}" (known: ${Object.keys(ops).join(', ')})`);
  }
  return handler(step as Step, context);
}
