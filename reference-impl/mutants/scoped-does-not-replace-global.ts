// Broken: in an owner's view the global provider keeps winning over a provider scoped to that owner with the same id (breaks REGISTRY-021).
import { createReferenceHost } from '../host.js';
import { referenceDispatch } from '../host.js';
import { createRegistryOps } from '../registry/ops.js';
import { referencePrepareRules } from '../registry/prepare.js';
import type { Registration } from '../registry/seam.js';
import { GLOBAL_SCOPE } from '../registry/seam.js';

function globalWins(registrations: readonly Registration[], owner?: string): Registration[] {
  const globals = registrations.filter((r) => r.scope === GLOBAL_SCOPE);
  if (owner === undefined) return globals;
  const taken = new Set(globals.map((r) => r.service.id));
  return [...globals, ...registrations.filter((r) => r.scope === owner && !taken.has(r.service.id))];
}

export default createReferenceHost({
  dispatch: { ...referenceDispatch, registry: createRegistryOps({ rules: { ...referencePrepareRules, visible: globalWins } }) },
});
