// Broken: the initial surface summarises skills but no agent (breaks CATALOG-029).
import { createReferenceHost, referenceDispatch } from '../../reference-impl/host.js';
import type { StepHandler } from '../../reference-impl/step.js';

const catalog = referenceDispatch.catalog!;

const surface: StepHandler = (step, context) => {
  const answer = catalog.surface!(step, context);
  return 'error' in answer ? answer : { ...answer, agents: [] };
};

export default createReferenceHost({ dispatch: { ...referenceDispatch, catalog: { ...catalog, surface } } });
