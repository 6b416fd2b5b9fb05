// The transcript: one JSON line per protocol step, with a logical clock `t` (the step index) and keys in
// a fixed order, so the same scenario against the same host gives the same bytes (no wall time, no ids
// of our own). Nested values are written with sorted keys: two hosts that build an object in different
// orders still agree byte for byte.
import type { Step, StepResult } from '../host/protocol.js';
import type { PlannedStep } from './to-case.js';

/** Per op: which step fields are shown, then which result fields, in this order. */
const LAYOUT: Record<string, { step: readonly string[]; result: readonly string[] }> = {
  registerProvider: { step: ['scope', 'provider'], result: ['disposer'] },
  load: { step: ['plugins'], result: ['generation'] },
  startTurn: { step: ['session', 'profile', 'message', 'port'], result: ['turn', 'generation'] },
  prompt: { step: ['turn'], result: ['sections', 'totalChars'] },
  call: { step: ['turn', 'tool', 'input'], result: ['outcome', 'stage', 'asked', 'output'] },
  abort: { step: ['turn'], result: [] },
  journal: { step: ['turn'], result: ['entries'] },
  endTurn: { step: ['turn'], result: [] },
};

/** JSON text with object keys sorted (by code unit), arrays in order. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.keys(value)
    .sort()
    .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
    .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`);
  return `{${entries.join(',')}}`;
}

/** Trees and providers are long and fixed by the scenario: the transcript names them instead. */
function stepField(step: Step, key: string): unknown {
  if (key === 'plugins') return Array.isArray(step.trees) ? step.trees.map((t) => (t as { name?: unknown }).name) : undefined;
  if (key === 'provider') return (step.provider as { id?: unknown } | undefined)?.id;
  return step[key];
}

function isStepError(result: StepResult): result is { error: { code: unknown } } {
  const error = result.error;
  return typeof error === 'object' && error !== null && !Array.isArray(error);
}

/**
 * Free-worded text is left out, so a golden transcript holds for every conforming host: a step error
 * keeps only its code, a failed call only its outcome (its message shows in the readable output).
 */
const WORDED: Readonly<Record<string, readonly string[]>> = { call: ['error'] };

/** One transcript line (no newline). */
export function transcriptLine(t: number, step: Step, result: StepResult | undefined): string {
  const layout = LAYOUT[step.op] ?? { step: Object.keys(step).filter((k) => k !== 'op').sort(), result: [] };
  const parts: string[] = [`"t":${t}`, `"event":${JSON.stringify(step.op)}`];
  const put = (key: string, value: unknown) => {
    if (value !== undefined) parts.push(`${JSON.stringify(key)}:${canonicalJson(value)}`);
  };
  for (const key of layout.step) put(key, stepField(step, key));
  if (result === undefined) put('missing', true);
  else if (isStepError(result)) put('error', { code: result.error.code });
  else {
    for (const key of layout.result) put(key, result[key]);
    // Fields the protocol does not name still show (sorted), so nothing a host says is hidden.
    const skip = WORDED[step.op] ?? [];
    for (const key of Object.keys(result).sort()) if (!layout.result.includes(key) && !skip.includes(key)) put(layout.step.includes(key) ? `result.${key}` : key, result[key]);
  }
  return `{${parts.join(',')}}`;
}

/** The whole transcript as JSON Lines, one line per planned step, ending with a newline. */
export function transcriptOf(plan: readonly PlannedStep[], results: readonly StepResult[]): string {
  return plan.map((p, t) => `${transcriptLine(t, p.step, results[t])}\n`).join('');
}
