// Broken: a tool's context reads its plugin's config from the latest load, not from the generation its call is bound to (breaks TURN-036).
// A reload during a turn changes what the turn's tools see.
import { createReferenceHost, referenceDispatch } from '../../reference-impl/host.js';
import type { CaseContext, StepHandler } from '../../reference-impl/step.js';

const turns = referenceDispatch.turns!;

type Tree = { name?: unknown; config?: unknown; children?: Tree[] };

// The config each plugin path had in the case's latest load, by the path joined with "/" ("" for the root).
const latest = new WeakMap<CaseContext, Map<string, unknown>>();

function record(trees: readonly Tree[], into: Map<string, unknown>, path: readonly string[] = []): void {
  for (const tree of trees) {
    into.set(path.join('/'), tree.config ?? null);
    if (Array.isArray(tree.children)) for (const child of tree.children) record([child], into, [...path, String(child.name)]);
  }
}

const load: StepHandler = (step, context) => {
  const answer = turns.load!(step, context);
  if (!('error' in answer) && Array.isArray(step.trees)) {
    const configs = new Map<string, unknown>();
    record(step.trees as Tree[], configs);
    latest.set(context, configs);
  }
  return answer;
};

const call: StepHandler = (step, context) => {
  const answer = turns.call!(step, context) as { outcome?: string; output?: Record<string, unknown> };
  const output = answer.output;
  if (answer.outcome !== 'result' || typeof output !== 'object' || output === null || !('config' in output) || !Array.isArray(output.owner)) return answer;
  const configs = latest.get(context);
  const key = (output.owner as string[]).join('/');
  return configs?.has(key) ? { ...answer, output: { ...output, config: configs.get(key) } } : answer;
};

export default createReferenceHost({ dispatch: { ...referenceDispatch, turns: { ...turns, load, call } } });
