// Broken: a tool is callable when any one of its platforms, scopes and permissions checks passes, not all three (breaks ACCESS-001).
import { createReferenceHost } from '../../reference-impl/host.js';
import { isHidden, observeAccess } from '../../reference-impl/access/can-access-tool.js';

const FIELDS = ['platforms', 'scopes', 'permissions'] as const;

export default createReferenceHost({
  observeAccess: (tool, view, grants) => {
    const present = FIELDS.filter((f) => tool[f] !== undefined);
    if (present.length < 2) return observeAccess(tool, view, grants);
    const callable = present.some((f) => observeAccess({ [f]: tool[f] }, view, grants).callable);
    return { listed: callable && !isHidden(tool), callable };
  },
});
