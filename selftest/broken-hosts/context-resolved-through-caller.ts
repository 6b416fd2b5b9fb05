// Broken: a tool runs in its caller's context, so every tool reports the turn's (root) owner [] (breaks TURN-033).
// The call is re-resolved through the caller's owner instead of staying bound to the tool's own.
import { createReferenceHost, referenceDispatch } from '../../reference-impl/host.js';
import type { StepHandler } from '../../reference-impl/step.js';

const turns = referenceDispatch.turns!;

const isContextReport = (output: unknown): output is Record<string, unknown> =>
  typeof output === 'object' && output !== null && 'owner' in output && 'generation' in output && 'question' in output;

// The call is re-resolved through the caller's owner: the tool's context names the turn's owner (the root).
const call: StepHandler = (step, context) => {
  const answer = turns.call!(step, context) as { outcome?: string; output?: unknown };
  if (answer.outcome !== 'result' || !isContextReport(answer.output)) return answer;
  return { ...answer, output: { ...answer.output, owner: [] } };
};

export default createReferenceHost({ dispatch: { ...referenceDispatch, turns: { ...turns, call } } });
