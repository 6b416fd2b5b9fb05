// Broken: an unattended turn hands its tools an empty question port instead of none (breaks TURN-035).
// A tool then cannot tell that nobody is there, and its question goes unanswered.
import { createReferenceHost, referenceDispatch } from '../../reference-impl/host.js';
import { createTurnOps } from '../../reference-impl/turns/ops.js';
import { turnExecution } from '../../reference-impl/turns/execution-context.js';

export default createReferenceHost({
  dispatch: {
    ...referenceDispatch,
    turns: createTurnOps({
      execution: (turn, matches) => {
        const attended = turnExecution(turn, matches);
        // A stand-in queue nobody answers, where the turn has no port.
        return attended.question === undefined ? { ...attended, question: { ask: () => undefined } } : attended;
      },
    }),
  },
});
