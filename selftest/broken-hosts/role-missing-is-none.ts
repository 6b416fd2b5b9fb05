// Broken: a sender whose role is missing or not master/trusted/user has no role at all, so role(user) denies it (breaks PERMIT-022).
import { createReferenceHost } from '../../reference-impl/host.js';
import { normalizeMessage } from '../../reference-impl/access/message-view.js';
import { isRole } from '../../reference-impl/permits/roles.js';
import { senderRoleOf } from '../support/sender-role.js';

export default createReferenceHost({
  normalizeMessage: (message) => {
    const view = normalizeMessage(message);
    if (view === null) return null;
    const role = senderRoleOf(message);
    return { ...view, senderRole: isRole(role) ? role : undefined };
  },
});
