// Broken: a tool's context carries the origin and policy of the latest started turn, not of its own (breaks TURN-037).
// The host keeps one current origin for the whole case instead of one per turn.
import { createReferenceHost, referenceDispatch } from '../../reference-impl/host.js';
import type { CaseContext, StepHandler } from '../../reference-impl/step.js';

const turns = referenceDispatch.turns!;

const latest = new WeakMap<CaseContext, { origin: unknown; policy: unknown }>();

const startTurn: StepHandler = (step, context) => {
  const answer = turns.startTurn!(step, context);
  if (!('error' in answer)) latest.set(context, { origin: step.origin ?? null, policy: step.policy ?? null });
  return answer;
};

const call: StepHandler = (step, context) => {
  const answer = turns.call!(step, context) as { outcome?: string; output?: Record<string, unknown> };
  const output = answer.output;
  const current = latest.get(context);
  if (answer.outcome !== 'result' || typeof output !== 'object' || output === null || !('origin' in output) || current === undefined) return answer;
  return { ...answer, output: { ...output, ...current } };
};

export default createReferenceHost({ dispatch: { ...referenceDispatch, turns: { ...turns, startTurn, call } } });
