// Broken: a $channel id of null is read as the text "null" instead of no id (breaks PERMIT-021).
import { createReferenceHost } from '../../reference-impl/host.js';
import { normalizeMessage } from '../../reference-impl/access/message-view.js';

const channelOf = (message: unknown): unknown => (typeof message === 'object' && message !== null ? (message as { $channel?: unknown }).$channel : undefined);

export default createReferenceHost({
  normalizeMessage: (message) => {
    const view = normalizeMessage(message);
    const channel = channelOf(message);
    const hasNullId = typeof channel === 'object' && channel !== null && (channel as { id?: unknown }).id === null;
    return view !== null && hasNullId ? { ...view, conversationId: 'null' } : view;
  },
});
