// Well-formed answers carrying the wrong seq.
import { serve } from './_lib.mjs';

serve({ onRun: ({ seq, case: c }) => ({ seq: seq + 1000, results: c.steps.map(() => ({})) }) });
