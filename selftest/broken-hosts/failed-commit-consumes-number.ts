// Broken: every commit takes the next generation number before it is prepared, so a failed commit leaves a gap (breaks REGISTRY-015).
import { createReferenceHost } from '../../reference-impl/host.js';
import { referenceDispatch } from '../../reference-impl/host.js';
import { GenerationStore } from '../../reference-impl/registry/generation.js';
import { createRegistryOps } from '../../reference-impl/registry/ops.js';

class CountingStore extends GenerationStore {
  private issued = 0;
  protected override nextNumber(): number {
    this.issued += 1;
    return this.issued;
  }
}

export default createReferenceHost({
  dispatch: { ...referenceDispatch, registry: createRegistryOps({ createStore: (options) => new CountingStore(options) }) },
});
