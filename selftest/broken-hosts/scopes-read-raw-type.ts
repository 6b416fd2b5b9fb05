// Broken: the scopes check reads $channel.type as sent (no private default) while permits read the normalised view, so scopes ["private"] denies a message without $channel that private() admits (breaks ACCESS-010).
import { createReferenceHost } from '../../reference-impl/host.js';
import type { MessageView } from '../../reference-impl/access/message-view.js';
import { normalizeMessage } from '../../reference-impl/access/message-view.js';
import { observeAccess } from '../../reference-impl/access/can-access-tool.js';

/** The view, carrying the type as sent for the scopes check alone. */
type RawTypedView = MessageView & { readonly rawType?: string };

const rawTypeOf = (message: unknown): string => {
  const channel = typeof message === 'object' && message !== null ? (message as { $channel?: unknown }).$channel : undefined;
  const type = typeof channel === 'object' && channel !== null ? (channel as { type?: unknown }).type : undefined;
  return typeof type === 'string' ? type : '';
};

export default createReferenceHost({
  normalizeMessage: (message) => {
    const view = normalizeMessage(message);
    return view === null ? null : ({ ...view, rawType: rawTypeOf(message) } as RawTypedView);
  },
  observeAccess: (tool, view, grants) => {
    const raw = view as RawTypedView | null;
    if (raw === null || tool.scopes === undefined) return observeAccess(tool, view, grants);
    const scopesPass = observeAccess({ scopes: tool.scopes }, { ...raw, conversationType: raw.rawType ?? raw.conversationType }, grants).callable;
    const rest = observeAccess({ ...tool, scopes: undefined }, view, grants);
    return { listed: rest.listed && scopesPass, callable: rest.callable && scopesPass };
  },
});
