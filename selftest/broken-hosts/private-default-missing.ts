// Broken: a message without $channel (or with an empty type) has no conversation type instead of "private" (breaks PERMIT-021, ACCESS-010).
import { createReferenceHost } from '../../reference-impl/host.js';
import { normalizeMessage } from '../../reference-impl/access/message-view.js';

function channelType(message: unknown): unknown {
  const channel = typeof message === 'object' && message !== null ? (message as { $channel?: unknown }).$channel : undefined;
  return typeof channel === 'object' && channel !== null ? (channel as { type?: unknown }).type : undefined;
}

export default createReferenceHost({
  normalizeMessage: (message) => {
    const view = normalizeMessage(message);
    if (view === null) return null;
    const type = channelType(message);
    return type === undefined || type === null || type === '' ? { ...view, conversationType: '' } : view;
  },
});
