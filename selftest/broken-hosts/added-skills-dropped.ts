// Broken: addSkill answers {} but the skill never reaches the candidate, so no commit publishes it (breaks REGISTRY-032).
import { createReferenceHost, referenceDispatch } from '../../reference-impl/host.js';

const registry = referenceDispatch.registry!;

export default createReferenceHost({ dispatch: { ...referenceDispatch, registry: { ...registry, addSkill: () => ({}) } } });
