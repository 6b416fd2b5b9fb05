// Broken: only index.ts is a tool entry; an index.js in a tool location is ignored (breaks REGISTRY-001).
import { createReferenceHost } from '../../reference-impl/host.js';
import { referenceDispatch } from '../../reference-impl/host.js';
import { classify } from '../../reference-impl/registry/discover.js';
import { createRegistryOps } from '../../reference-impl/registry/ops.js';
import { referencePrepareRules } from '../../reference-impl/registry/prepare.js';

const tsOnly: typeof classify = (files) => {
  const found = classify(files);
  return { ...found, tools: found.tools.filter((t) => t.file.endsWith('.ts')) };
};

export default createReferenceHost({
  dispatch: { ...referenceDispatch, registry: createRegistryOps({ rules: { ...referencePrepareRules, classify: tsOnly } }) },
});
