// Broken: required sections that do not fit are dropped instead of failing the turn (breaks TURN-031, TURN-023).
import { createReferenceHost } from '../../reference-impl/host.js';
import { referenceDispatch } from '../../reference-impl/host.js';
import { packSections } from '../../reference-impl/turns/prompt-sections.js';
import { createTurnOps } from '../../reference-impl/turns/ops.js';

export default createReferenceHost({
  dispatch: {
    ...referenceDispatch,
    turns: createTurnOps({
      // Required sections are packed like preferred ones: kept only while they fit.
      pack: (sections, budget, measure) => packSections(sections.map((s) => (s.retention === 'required' ? { ...s, retention: 'preferred' } : s)), budget, measure),
    }),
  },
});
