// Broken: a call runs against the current generation, not the one its turn pinned (breaks REGISTRY-017, REGISTRY-025).
import { createReferenceHost } from '../../reference-impl/host.js';
import { referenceDispatch } from '../../reference-impl/host.js';
import { createRegistryOps } from '../../reference-impl/registry/ops.js';

export default createReferenceHost({
  dispatch: {
    ...referenceDispatch,
    registry: createRegistryOps({
      // The pin is still checked (a released pin ends), but its generation is ignored.
      callGeneration: (store, pin) => {
        const pinned = store.generationOfPin(pin);
        return 'code' in pinned ? pinned : store.current;
      },
    }),
  },
});
