// Broken: a hidden tool cannot be called by name (breaks ACCESS-008: hidden never changes callable).
import { createReferenceHost } from '../../reference-impl/host.js';
import { isHidden, observeAccess } from '../../reference-impl/access/can-access-tool.js';

export default createReferenceHost({
  observeAccess: (tool, view, grants) => {
    const seen = observeAccess(tool, view, grants);
    return { listed: seen.listed, callable: seen.callable && !isHidden(tool) };
  },
});
