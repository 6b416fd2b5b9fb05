// Broken: providers registered for a candidate stay registered after its commit fails (breaks REGISTRY-031).
import { createReferenceHost, referenceDispatch } from '../../reference-impl/host.js';
import { createRegistryOps } from '../../reference-impl/registry/ops.js';
import { SeamIntegration } from '../../reference-impl/registry/seam.js';

/** A Seam that publishes on success and forgets nothing on failure: no rollback with the candidate. */
class KeepingSeam extends SeamIntegration {
  override settle(committed: boolean): void {
    if (committed) super.settle(true);
  }
}

export default createReferenceHost({ dispatch: { ...referenceDispatch, registry: createRegistryOps({ createSeam: () => new KeepingSeam() }) } });
