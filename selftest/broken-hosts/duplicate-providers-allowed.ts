// Broken: a provider id already registered in a scope is registered again instead of failing (breaks REGISTRY-020).
import { createReferenceHost } from '../../reference-impl/host.js';
import { referenceDispatch } from '../../reference-impl/host.js';
import { createRegistryOps } from '../../reference-impl/registry/ops.js';
import type { Disposer, Registration } from '../../reference-impl/registry/seam.js';
import { SeamIntegration } from '../../reference-impl/registry/seam.js';

class PermissiveSeam extends SeamIntegration {
  protected override register(registration: Registration): Disposer {
    this.live.push(registration);
    return this.disposerFor(registration);
  }
}

export default createReferenceHost({
  dispatch: { ...referenceDispatch, registry: createRegistryOps({ createSeam: () => new PermissiveSeam() }) },
});
