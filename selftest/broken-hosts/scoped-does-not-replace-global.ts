// Broken: in an owner's view the global provider keeps winning over a provider scoped to that owner with the same id (breaks REGISTRY-021).
import { createReferenceHost } from '../../reference-impl/host.js';
import { referenceDispatch } from '../../reference-impl/host.js';
import { createRegistryOps } from '../../reference-impl/registry/ops.js';
import { referencePrepareRules } from '../../reference-impl/registry/prepare.js';
import type { Registration } from '../../reference-impl/registry/seam.js';
import { GLOBAL_SCOPE } from '../../reference-impl/registry/seam.js';

function globalWins(registrations: readonly Registration[], owner?: string): Registration[] {
  const globals = registrations.filter((r) => r.scope === GLOBAL_SCOPE);
  if (owner === undefined) return globals;
  const taken = new Set(globals.map((r) => r.service.id));
  return [...globals, ...registrations.filter((r) => r.scope === owner && !taken.has(r.service.id))];
}

export default createReferenceHost({
  dispatch: { ...referenceDispatch, registry: createRegistryOps({ rules: { ...referencePrepareRules, visible: globalWins } }) },
});
