// Schema-valid but wrong answers: allows everything, calls every permit valid, lists every tool.
// The protocol layer must accept it; only the conformance suites can catch a liar.
import { serve } from './_lib.mjs';

const lie = (step) =>
  step.op === 'permit' ? { allowed: true } : step.op === 'lint' ? { valid: true } : { listed: true, callable: true };
serve({ onRun: ({ seq, case: c }) => ({ seq, results: c.steps.map(lie) }) });
