// Step dispatch: op → handler within the case's area. An area plugs in by an entry in the table the host is
// made with (host.ts); no area knows the dispatcher.
import type { Step, StepResult } from '../host/protocol.js';
import type { CaseContext, StepHandler } from './step.js';
import { error } from './step.js';

/**
 * Runs one step with its area's handler. An op the area does not have answers a step error, and only
 * the area's own ops count: `toString` or `constructor` is an unknown op like any other (PROTOCOL-003).
 */
export function dispatchStep(ops: Readonly<Record<string, StepHandler>>, step: Step, context: CaseContext): StepResult {
  const handler = Object.hasOwn(ops, step.op) ? ops[step.op] : undefined;
  if (handler === undefined) return error('unknown-op', `unknown op "${step.op}" (known: ${Object.keys(ops).join(', ')})`);
  return handler(step, context);
}
