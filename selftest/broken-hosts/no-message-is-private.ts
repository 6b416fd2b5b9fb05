// Broken: no message is read as a private message with no sender and adapter "undefined", so private() holds in an unattended turn (breaks PERMIT-024).
import { createReferenceHost } from '../../reference-impl/host.js';
import { normalizeMessage } from '../../reference-impl/access/message-view.js';

export default createReferenceHost({
  normalizeMessage: (message) => normalizeMessage(message) ?? { adapter: 'undefined', conversationType: 'private', conversationId: undefined, senderId: undefined, senderRole: undefined },
});
