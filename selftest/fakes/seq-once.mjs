// A host that holds the kit to "a seq is never reused": a seq it has seen before is answered errored.
import { serve } from './_lib.mjs';

const seen = new Set();
serve({
  onRun: ({ seq, case: c }) => {
    const key = JSON.stringify(seq);
    if (seen.has(key)) return { seq, errored: true, message: `seq ${key} was sent twice` };
    seen.add(key);
    return { seq, results: c.steps.map(() => ({})) };
  },
});
