// Broken: a hidden tool is callable by name whatever its platforms, scopes and permissions (breaks ACCESS-008).
import { createReferenceHost } from '../../reference-impl/host.js';
import { isHidden, observeAccess } from '../../reference-impl/access/can-access-tool.js';

export default createReferenceHost({
  observeAccess: (tool, view, grants) => (isHidden(tool) ? { listed: false, callable: true } : observeAccess(tool, view, grants)),
});
