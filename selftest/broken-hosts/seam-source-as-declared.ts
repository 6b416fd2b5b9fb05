// Broken: a Seam tool's source is the `source` its ToolSchema declares, when it declares one, not seam:<provider id> (breaks REGISTRY-023).
import { createReferenceHost } from '../../reference-impl/host.js';
import { referenceDispatch } from '../../reference-impl/host.js';
import { createRegistryOps } from '../../reference-impl/registry/ops.js';
import { referencePrepareRules } from '../../reference-impl/registry/prepare.js';
import { projectRegistration } from '../../reference-impl/registry/seam-projection.js';

const declaredSource: typeof projectRegistration = (registration) => {
  const drafts = projectRegistration(registration);
  if (registration.kind !== 'tool') return drafts;
  const declared = new Map(registration.service.schema().map((s) => [s.name, s.source]));
  return { ...drafts, tools: drafts.tools.map((d) => ({ ...d, source: declared.get(d.name as string) ?? d.source })) };
};

export default createReferenceHost({
  dispatch: { ...referenceDispatch, registry: createRegistryOps({ rules: { ...referencePrepareRules, seamDrafts: declaredSource } }) },
});
