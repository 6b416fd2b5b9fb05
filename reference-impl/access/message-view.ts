// The ONE normalisation of a message (spec/permits.md PERMIT-021…025). Every check — platforms, scopes and every
// permit — reads this view, so two checks can never disagree about one message (ACCESS-010).
import type { Role } from '../permits/roles.js';
import { isRole } from '../permits/roles.js';

export interface MessageView {
  /** String(message.$adapter). */
  readonly adapter: string;
  /** $channel.type, or "private" when $channel is missing or its type is empty. */
  readonly conversationType: string;
  /** String($channel.id) when present, else undefined. */
  readonly conversationId: string | undefined;
  /** String($sender.id) when there is a $sender, else undefined. */
  readonly senderId: string | undefined;
  /** $sender.role when master/trusted/user, "user" for any other $sender, undefined without $sender. */
  readonly senderRole: Role | undefined;
}

/**
 * String(value), except that it cannot throw: parsed JSON such as {"toString":1} makes String() throw,
 * and such an object falls back to its tag ("[object Object]") rather than failing the decision.
 */
export function safeString(value: unknown): string {
  try {
    return String(value);
  }
  catch {
    return Object.prototype.toString.call(value);
  }
}

/** Reads a field the way `a.b` would for parsed JSON; primitives and null have no fields here. */
function field(value: unknown, key: string): unknown {
  if (typeof value !== 'object' || value === null) return undefined;
  return Object.prototype.hasOwnProperty.call(value, key) ? (value as Record<string, unknown>)[key] : undefined;
}

function isAbsent(value: unknown): value is null | undefined {
  return value === undefined || value === null;
}

/** null (or undefined) is "no message"; anything else yields a view, never an exception. */
export function normalizeMessage(message: unknown): MessageView | null {
  if (isAbsent(message)) return null;
  const channel = field(message, '$channel');
  const sender = field(message, '$sender');
  const type = field(channel, 'type');
  const channelId = field(channel, 'id');
  const role = field(sender, 'role');
  const hasSender = !isAbsent(sender);
  return {
    adapter: safeString(field(message, '$adapter')),
    conversationType: isAbsent(type) || type === '' ? 'private' : safeString(type),
    conversationId: isAbsent(channelId) ? undefined : safeString(channelId),
    senderId: hasSender ? safeString(field(sender, 'id')) : undefined,
    senderRole: hasSender ? (isRole(role) ? role : 'user') : undefined,
  };
}
