// A correct minimal host: answers {} for every step (right count, right seq; no op semantics).
import { serve } from './_lib.mjs';

serve({ onRun: ({ seq, case: c }) => ({ seq, results: c.steps.map(() => ({})) }) });
