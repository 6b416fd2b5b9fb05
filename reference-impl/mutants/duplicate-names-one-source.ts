// Broken: a duplicate-name error names the qualifiedName and only the later of the two sources (breaks REGISTRY-019).
import { createReferenceHost } from '../host.js';
import { referenceDispatch } from '../host.js';
import { findDuplicates } from '../registry/duplicates.js';
import { createRegistryOps } from '../registry/ops.js';
import { referencePrepareRules } from '../registry/prepare.js';

const oneSource: typeof findDuplicates = (entries) =>
  findDuplicates(entries).map((problem) => ({ ...problem, message: `duplicate name: ${problem.source} is already taken` }));

export default createReferenceHost({
  dispatch: { ...referenceDispatch, registry: createRegistryOps({ rules: { ...referencePrepareRules, duplicates: oneSource } }) },
});
