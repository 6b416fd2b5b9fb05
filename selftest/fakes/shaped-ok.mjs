// A protocol-correct host whose results also have the right shape per op (passes --validate-protocol).
import { serve, shapedResult } from './_lib.mjs';

serve({ onRun: ({ seq, case: c }) => ({ seq, results: c.steps.map(shapedResult) }) });
