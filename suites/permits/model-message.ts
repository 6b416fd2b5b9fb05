// The oracle's view of a message (contract-notes §1), written from the rulings alone.
// Every check of the model reads this one view (ACCESS-010: one normalisation).

export type Role = 'master' | 'trusted' | 'user';

export const ROLES: readonly Role[] = ['master', 'trusted', 'user'];

/** Normalised message; `undefined` fields are "none". */
export interface MessageView {
  adapter: string;
  conversationType: string;
  conversationId: string | undefined;
  senderId: string | undefined;
  role: Role | undefined;
}

/** Plain JSON record test; the model reads fields by own property only, never through prototypes. */
function field(value: unknown, key: string): unknown {
  if (typeof value !== 'object' || value === null) return undefined;
  return Object.prototype.hasOwnProperty.call(value, key) ? (value as Record<string, unknown>)[key] : undefined;
}

function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** `null` (no message) has no view at all. */
export function viewOf(message: unknown): MessageView | undefined {
  if (message === null || message === undefined) return undefined;
  const channel = field(message, '$channel');
  const sender = field(message, '$sender');
  const type = field(channel, 'type');
  const hasChannel = channel !== undefined && channel !== null;
  const hasSender = sender !== undefined && sender !== null;
  return {
    adapter: String(field(message, '$adapter')),
    // missing $channel or an empty type both mean a private conversation
    conversationType: hasChannel && type !== undefined && type !== '' ? String(type) : 'private',
    // spec/permits.md PERMIT-021: a conversation whose $channel has no id has no id (matches only () or *)
    conversationId: hasChannel && field(channel, 'id') !== undefined && field(channel, 'id') !== null ? String(field(channel, 'id')) : undefined,
    senderId: hasSender ? String(field(sender, 'id')) : undefined,
    role: hasSender ? (isRole(field(sender, 'role')) ? (field(sender, 'role') as Role) : 'user') : undefined,
  };
}
