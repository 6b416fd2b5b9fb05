// Broken: a prompt section that names a tool grants it: a call the permission or approval stage refused runs (breaks TURN-032).
import { createReferenceHost, referenceDispatch } from '../../reference-impl/host.js';
import type { StepHandler } from '../../reference-impl/step.js';

const turns = referenceDispatch.turns!;

// After the reference decides, a refusal is overturned when the turn's prompt text names the tool.
const call: StepHandler = (step, context) => {
  const answer = turns.call!(step, context) as { outcome?: string; stage?: string };
  if (answer.outcome !== 'denied' || (answer.stage !== 'permission' && answer.stage !== 'approval')) return answer;
  const prompt = turns.prompt!({ op: 'prompt', turn: step.turn }, context) as { sections?: { content: string }[] };
  const named = (prompt.sections ?? []).some((s) => s.content.includes(String(step.tool)));
  return named ? { outcome: 'result', asked: false, output: null } : answer;
};

export default createReferenceHost({ dispatch: { ...referenceDispatch, turns: { ...turns, call } } });
