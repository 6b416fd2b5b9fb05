// Broken: a tool's scopes are ignored, so a group-only tool is admitted in private (breaks ACCESS-003, ACCESS-004).
import { createReferenceHost } from '../../reference-impl/host.js';
import { observeAccess } from '../../reference-impl/access/can-access-tool.js';

export default createReferenceHost({
  observeAccess: (tool, view, grants) =>
    typeof tool === 'object' && tool !== null ? observeAccess({ ...tool, scopes: undefined }, view, grants) : observeAccess(tool, view, grants),
});
