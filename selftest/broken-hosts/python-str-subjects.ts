// Broken: ask_user spells a numeric sender id the way Python's str() does ("1e-07" for 1e-7), not by Number::toString (breaks TURN-018).
import { createReferenceHost } from '../../reference-impl/host.js';
import { referenceDispatch } from '../../reference-impl/host.js';
import { createTurnOps } from '../../reference-impl/turns/ops.js';

/** Python writes a float's exponent with at least two digits. */
const pythonStr = (subject: string | undefined): string | undefined => subject?.replace(/e([+-])(\d)$/, 'e$10$2');

export default createReferenceHost({
  dispatch: {
    ...referenceDispatch,
    turns: createTurnOps({ replyMatches: (reply, address) => reply.session === address.session && reply.subject === pythonStr(address.subject) }),
  },
});
