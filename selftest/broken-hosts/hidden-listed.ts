// Broken: a hidden tool is listed to the model (breaks ACCESS-007).
import { createReferenceHost } from '../../reference-impl/host.js';
import { observeAccess } from '../../reference-impl/access/can-access-tool.js';

export default createReferenceHost({
  observeAccess: (tool, view, grants) => {
    const seen = observeAccess(tool, view, grants);
    return { listed: seen.callable, callable: seen.callable };
  },
});
