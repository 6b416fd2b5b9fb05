// Broken: the index lists are sorted with localeCompare, not by code unit, so "a_b" comes before "a-b" (breaks REGISTRY-026).
import { createReferenceHost } from '../../reference-impl/host.js';
import { referenceDispatch } from '../../reference-impl/host.js';
import { indexView } from '../../reference-impl/registry/index-view.js';
import { createRegistryOps } from '../../reference-impl/registry/ops.js';

const byLocale: typeof indexView = (generation, visible, owner) => {
  const view = indexView(generation, visible, owner);
  const joined = (a: { ownerPath: string[]; name: string }) => [...a.ownerPath, a.name].join('__');
  return {
    ...view,
    tools: [...view.tools].sort((a, b) => a.qualifiedName.localeCompare(b.qualifiedName, 'en')),
    skills: [...view.skills].sort((a, b) => a.qualifiedName.localeCompare(b.qualifiedName, 'en')),
    agents: [...view.agents].sort((a, b) => joined(a).localeCompare(joined(b), 'en')),
  };
};

export default createReferenceHost({
  dispatch: { ...referenceDispatch, registry: createRegistryOps({ indexView: byLocale }) },
});
