// Broken: a duplicate-name error names the qualifiedName and only the later of the two sources (breaks REGISTRY-019).
import { createReferenceHost } from '../../reference-impl/host.js';
import { referenceDispatch } from '../../reference-impl/host.js';
import { findDuplicates } from '../../reference-impl/registry/duplicates.js';
import { createRegistryOps } from '../../reference-impl/registry/ops.js';
import { referencePrepareRules } from '../../reference-impl/registry/prepare.js';

const oneSource: typeof findDuplicates = (entries) =>
  findDuplicates(entries).map((problem) => ({ ...problem, message: `duplicate name: ${problem.source} is already taken` }));

export default createReferenceHost({
  dispatch: { ...referenceDispatch, registry: createRegistryOps({ rules: { ...referencePrepareRules, duplicates: oneSource } }) },
});
