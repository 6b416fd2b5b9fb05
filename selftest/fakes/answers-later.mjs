// A correct minimal host that answers each case 400 ms after it was asked, well within any case limit:
// time for a test to pause the kit while the answer is still on its way.
import { serve } from './_lib.mjs';

serve({ onRun: ({ seq, case: c }) => new Promise((resolve) => setTimeout(() => resolve({ seq, results: c.steps.map(() => ({})) }), 400)) });
