// Broken: releasing a pin does nothing, so a turn that ended can still call its generation (breaks REGISTRY-018).
import { createReferenceHost } from '../host.js';
import { referenceDispatch } from '../host.js';
import { GenerationStore } from '../registry/generation.js';
import { createRegistryOps } from '../registry/ops.js';

class ForgetfulStore extends GenerationStore {
  override release(): void {}
}

export default createReferenceHost({
  dispatch: { ...referenceDispatch, registry: createRegistryOps({ createStore: (options) => new ForgetfulStore(options) }) },
});
