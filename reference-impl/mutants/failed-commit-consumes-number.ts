// Broken: every commit takes the next generation number before it is prepared, so a failed commit leaves a gap (breaks REGISTRY-015).
import { createReferenceHost } from '../host.js';
import { referenceDispatch } from '../host.js';
import { GenerationStore } from '../registry/generation.js';
import { createRegistryOps } from '../registry/ops.js';

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
