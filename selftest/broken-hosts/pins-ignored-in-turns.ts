// Broken: a turn's calls run in the current generation, not the one the turn pinned (breaks TURN-016).
import { createReferenceHost } from '../../reference-impl/host.js';
import { referenceDispatch } from '../../reference-impl/host.js';
import { createTurnOps } from '../../reference-impl/turns/ops.js';

export default createReferenceHost({
  dispatch: {
    ...referenceDispatch,
    turns: createTurnOps({
      // The turn's generation is ignored: its calls run in the current one.
      callGeneration: (store, pin) => {
        const pinned = store.generationOfPin(pin);
        return 'code' in pinned ? pinned : store.current;
      },
    }),
  },
});
