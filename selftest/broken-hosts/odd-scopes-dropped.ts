// Broken: scopes outside private/group/channel are dropped instead of failing the tool closed (breaks ACCESS-004).
import { createReferenceHost } from '../../reference-impl/host.js';
import { observeAccess, SCOPES } from '../../reference-impl/access/can-access-tool.js';

export default createReferenceHost({
  observeAccess: (tool, view, grants) => {
    const scopes = tool.scopes;
    const known = Array.isArray(scopes) ? scopes.filter((s) => typeof s !== 'string' || SCOPES.has(s)) : scopes;
    return observeAccess({ ...tool, scopes: known }, view, grants);
  },
});
