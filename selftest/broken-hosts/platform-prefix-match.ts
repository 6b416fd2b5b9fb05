// Broken: platforms match by prefix, so platforms ["qq"] admits adapter "qqguild" (breaks ACCESS-002).
import { createReferenceHost } from '../../reference-impl/host.js';
import { observeAccess } from '../../reference-impl/access/can-access-tool.js';

export default createReferenceHost({
  observeAccess: (tool, view, grants) => {
    const platforms: unknown = typeof tool === 'object' && tool !== null ? tool.platforms : undefined;
    const prefixed =
      view !== null && Array.isArray(platforms) && platforms.every((p) => typeof p === 'string') && platforms.some((p: string) => view.adapter.startsWith(p));
    // A prefix hit is treated as if the list named the adapter exactly.
    return observeAccess(prefixed ? { ...tool, platforms: [view.adapter] } : tool, view, grants);
  },
});
