// Broken: prompt section names are not held to the segment rule, so "Rules" or "a__b" become sections (breaks TURN-029).
import { createReferenceHost } from '../host.js';
import { referenceDispatch } from '../host.js';
import { sectionsOfTrees } from '../turns/section-definition.js';
import { strictStepReader } from '../turns/step-reader.js';
import { createTurnOps } from '../turns/ops.js';

export default createReferenceHost({
  dispatch: { ...referenceDispatch, turns: createTurnOps({ reader: { ...strictStepReader, sections: (trees) => sectionsOfTrees(trees, { checkNames: false }) } }) },
});
