// Broken: prompt section names are not held to the segment rule, so "Rules" or "a__b" become sections (breaks TURN-029).
import { createReferenceHost } from '../../reference-impl/host.js';
import { referenceDispatch } from '../../reference-impl/host.js';
import { sectionsOfTrees } from '../../reference-impl/turns/section-definition.js';
import { strictStepReader } from '../../reference-impl/turns/step-reader.js';
import { createTurnOps } from '../../reference-impl/turns/ops.js';

export default createReferenceHost({
  dispatch: { ...referenceDispatch, turns: createTurnOps({ reader: { ...strictStepReader, sections: (trees) => sectionsOfTrees(trees, { nameProblem: () => undefined }) } }) },
});
