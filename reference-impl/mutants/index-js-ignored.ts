// Broken: only index.ts is a tool entry; an index.js in a tool location is ignored (breaks REGISTRY-001).
import { createReferenceHost } from '../host.js';
import { referenceDispatch } from '../host.js';
import { classify } from '../registry/discover.js';
import { createRegistryOps } from '../registry/ops.js';
import { referencePrepareRules } from '../registry/prepare.js';

const tsOnly: typeof classify = (files) => {
  const found = classify(files);
  return { ...found, tools: found.tools.filter((t) => t.file.endsWith('.ts')) };
};

export default createReferenceHost({
  dispatch: { ...referenceDispatch, registry: createRegistryOps({ rules: { ...referencePrepareRules, classify: tsOnly } }) },
});
