// Broken in the sender view only: a $sender whose role is missing or not master/trusted/user reads as no
// sender at all, so user(), role() and platform() all deny it (breaks PERMIT-022). Its wrong user() and
// platform() answers are PERMIT-022's too: the same check with the role written out ("user") is answered
// right, so the sender view decided them (suites/permits/normal-form.ts), not PERMIT-016 or PERMIT-014.
import { createReferenceHost } from '../../reference-impl/host.js';
import { normalizeMessage } from '../../reference-impl/access/message-view.js';
import { isRole } from '../../reference-impl/permits/roles.js';
import { senderRoleOf } from '../support/sender-role.js';

export default createReferenceHost({
  normalizeMessage: (message) => {
    const view = normalizeMessage(message);
    if (view === null || isRole(senderRoleOf(message))) return view;
    return { ...view, senderId: undefined, senderRole: undefined };
  },
});
