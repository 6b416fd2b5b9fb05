// Broken: stage prepares the tree on its own and answers the first problem it finds, instead of leaving it to commit (breaks REGISTRY-027).
import type { StepResult } from '../../host/protocol.js';
import { createReferenceHost } from '../host.js';
import type { StepHandler } from '../step.js';
import { referenceDispatch } from '../host.js';
import { createRegistryOps } from '../registry/ops.js';
import { checkPluginTree, pluginSourcesOf } from '../registry/plugin-tree.js';
import { prepare } from '../registry/prepare.js';

const ops = createRegistryOps();

const eagerStage: StepHandler = (step, context): StepResult => {
  const checked = checkPluginTree(step.tree);
  if (checked.ok) {
    const problem = prepare({ plugins: pluginSourcesOf(checked.tree), addTools: [], registrations: [], generation: 1 }).problems[0];
    if (problem !== undefined) return { error: { code: problem.code, message: problem.message } };
  }
  return ops.stage!(step, context);
};

export default createReferenceHost({
  dispatch: { ...referenceDispatch, registry: { ...ops, stage: eagerStage } },
});
