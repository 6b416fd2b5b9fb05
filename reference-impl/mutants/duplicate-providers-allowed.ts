// Broken: a provider id already registered in a scope is registered again instead of failing (breaks REGISTRY-020).
import { createReferenceHost } from '../host.js';
import { referenceDispatch } from '../host.js';
import { createRegistryOps } from '../registry/ops.js';
import type { Disposer, Registration } from '../registry/seam.js';
import { SeamIntegration } from '../registry/seam.js';

class PermissiveSeam extends SeamIntegration {
  protected override register(registration: Registration): Disposer {
    this.live.push(registration);
    return this.disposerFor(registration);
  }
}

export default createReferenceHost({
  dispatch: { ...referenceDispatch, registry: createRegistryOps({ createSeam: () => new PermissiveSeam() }) },
});
