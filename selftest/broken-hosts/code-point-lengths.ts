// Broken: prompt lengths count code points, as len() does in Python, not UTF-16 code units (breaks TURN-021, TURN-031, TURN-023).
import { createReferenceHost } from '../../reference-impl/host.js';
import { referenceDispatch } from '../../reference-impl/host.js';
import { createTurnOps } from '../../reference-impl/turns/ops.js';

export default createReferenceHost({
  dispatch: {
    ...referenceDispatch,
    turns: createTurnOps({ measure: { length: (text) => [...text].length, head: (text, n) => [...text].slice(0, n).join('') } }),
  },
});
