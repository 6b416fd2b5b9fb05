// Broken: in a turn without a message the permission stage ignores a tool's scopes (breaks TURN-002: only tools without platforms, scopes and permissions are admitted).
import { createReferenceHost } from '../../reference-impl/host.js';
import { referenceDispatch } from '../../reference-impl/host.js';
import { createTurnOps } from '../../reference-impl/turns/ops.js';

export default createReferenceHost({
  dispatch: {
    ...referenceDispatch,
    turns: createTurnOps({ admits: (tool, view, context) => context.semantics.observeAccess(view === null ? { ...tool, scopes: [] } : tool, view, context.grants).callable }),
  },
});
