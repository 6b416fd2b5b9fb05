// Broken: with no message every tool is admitted, whatever its platforms, scopes and permissions (breaks ACCESS-006).
import { createReferenceHost } from '../../reference-impl/host.js';
import { isHidden, observeAccess } from '../../reference-impl/access/can-access-tool.js';

export default createReferenceHost({
  observeAccess: (tool, view, grants) =>
    view === null && typeof tool === 'object' && tool !== null ? { listed: !isHidden(tool), callable: true } : observeAccess(tool, view, grants),
});
