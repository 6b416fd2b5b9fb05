// Broken: releasing a pin does nothing, so a turn that ended can still call its generation (breaks REGISTRY-018).
import { createReferenceHost } from '../../reference-impl/host.js';
import { referenceDispatch } from '../../reference-impl/host.js';
import { GenerationStore } from '../../reference-impl/registry/generation.js';
import { createRegistryOps } from '../../reference-impl/registry/ops.js';

class ForgetfulStore extends GenerationStore {
  override release(): void {}
}

export default createReferenceHost({
  dispatch: { ...referenceDispatch, registry: createRegistryOps({ createStore: (options) => new ForgetfulStore(options) }) },
});
