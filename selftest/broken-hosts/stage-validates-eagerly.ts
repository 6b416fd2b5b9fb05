// Broken: stage prepares the tree on its own and answers the first problem it finds, instead of leaving it to commit (breaks REGISTRY-027).
import type { StepResult } from '../../host/protocol.js';
import { createReferenceHost } from '../../reference-impl/host.js';
import type { StepHandler } from '../../reference-impl/step.js';
import { referenceDispatch } from '../../reference-impl/host.js';
import { createRegistryOps } from '../../reference-impl/registry/ops.js';
import { checkPluginTree, pluginSourcesOf } from '../../reference-impl/registry/plugin-tree.js';
import { prepare } from '../../reference-impl/registry/prepare.js';

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
