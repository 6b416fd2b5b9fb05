// Step dispatch: area → op → handler. An area plugs in by an entry in the table the host is made with
// (host.ts); no area knows the dispatcher.
import type { Step, StepResult } from '../host/protocol.js';
import type { CaseContext, DispatchTable } from './step.js';

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

/** Runs one step of an implemented area; never throws for a malformed step (the caller catches the rest). */
export function dispatchStep(table: DispatchTable, area: string, step: unknown, context: CaseContext): StepResult {
  const ops = table[area] ?? {};
  // The kit sends only steps that are objects with a string op (case.schema.json); these two answers are for a
  // person typing at `capkit host`, and no conformance case reaches them.
  if (!isPlainObject(step)) return stepError('bad-step', `a step must be an object, got ${typeName(step)}`);
  if (typeof step.op !== 'string') return stepError('bad-step', `a step needs a string field "op", got ${typeName(step.op)}`);
  const handler = Object.prototype.hasOwnProperty.call(ops, step.op) ? ops[step.op] : undefined;
  if (handler === undefined) {
    return stepError('unknown-op', `unknown op "${step.op}" in area "${area}" (known: ${Object.keys(ops).join(', ')})`);
  }
  return handler(step as Step, context);
}
