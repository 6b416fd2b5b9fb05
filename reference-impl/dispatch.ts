// Step dispatch: area → op → handler. An area plugs in by an entry in the table the host is made with
// (host.ts); no area knows the dispatcher.
import type { Step, StepResult } from '../host/protocol.js';
import type { CaseContext, DispatchTable } from './step.js';

export function stepError(code: 'unknown-op' | 'bad-step', message: string): StepResult {
  return { error: { code, message } };
}

function typeName(value: unknown): string {
  if (value === null) return 'null';
  return Array.isArray(value) ? 'array' : typeof value;
}

/** Runs one step of an implemented area; never throws for a malformed step (the caller catches the rest). */
export function dispatchStep(table: DispatchTable, area: string, step: unknown, context: CaseContext): StepResult {
  const ops = table[area] ?? {};
  // The kit sends only steps that are objects with a string op (case.schema.json); this answer is for a
  // person typing at `capkit host`, and no conformance case reaches it.
  const op = (step as { op?: unknown } | null)?.op;
  if (typeof op !== 'string') return stepError('bad-step', `a step must be an object with a string field "op", got ${typeName(step) === 'object' ? `"op" of type ${typeName(op)}` : typeName(step)}`);
  const handler = Object.prototype.hasOwnProperty.call(ops, op) ? ops[op] : undefined;
  if (handler === undefined) {
    return stepError('unknown-op', `unknown op "${op}" in area "${area}" (known: ${Object.keys(ops).join(', ')})`);
  }
  return handler(step as Step, context);
}
