// Variant: the same answers as the reference in other words, where the wording is free: every step error
// message (protocol §6: the message is free text) and the error text of a call whose input is invalid
// (TURN-014 asks only that it says so). The thrown message of an execute and ask_user's "no answer" are
// not free (TURN-014, TURN-019) and stay as they are.
import { createReferenceHost } from '../../../reference-impl/host.js';
import { referenceDispatch } from '../../../reference-impl/host.js';
import { createTurnOps } from '../../../reference-impl/turns/ops.js';
import { withRewrittenStepErrors } from './support/rewrite-step-errors.js';

const host = createReferenceHost({
  dispatch: { ...referenceDispatch, turns: createTurnOps({ invalidInputText: (name, problem) => `Rejected: the arguments given to ${name} do not fit its schema (${problem}).` }) },
});

export default withRewrittenStepErrors(host, ({ code }, step) => ({ code, message: `Sorry, that ${(step as { op?: unknown }).op} step could not be done.` }));
