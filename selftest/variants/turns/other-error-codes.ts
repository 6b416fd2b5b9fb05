// Variant: other step-error codes where the protocol names one only as an example (§6: "e.g. unknown-op",
// "e.g. bad-step", "e.g. bad-setup"; any kebab-case code conforms). Codes that a rule fixes
// (unknown-turn, prompt-budget-exceeded, the registry's codes) are unchanged.
import referenceHost from '../../../reference-impl/host.js';
import { withRewrittenStepErrors } from './support/rewrite-step-errors.js';

const OTHER: Readonly<Record<string, string>> = { 'unknown-op': 'no-such-op', 'bad-step': 'malformed-step', 'bad-setup': 'unreadable-setup' };

export default withRewrittenStepErrors(referenceHost, ({ code, message }) => ({ code: OTHER[code] ?? code, message }));
