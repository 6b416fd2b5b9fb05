// The oracle's view of a message (spec/permits.md PERMIT-021 to PERMIT-025), written from the spec alone.
// Every check of the model reads this one view (ACCESS-010: one normalisation). A `ViewReading` says how
// each field is read; the exact reading is the spec's, the others are plausible misreadings the model
// uses to name the rule that decided a verdict (./readings.ts).

export type Role = 'master' | 'trusted' | 'user';

export const ROLES: readonly Role[] = ['master', 'trusted', 'user'];

/** Normalised message; `undefined` fields are "none". `role` may be any string under a misreading. */
export interface MessageView {
  adapter: string;
  conversationType: string;
  conversationId: string | undefined;
  senderId: string | undefined;
  role: string | undefined;
}

/** How a view is read from the wire: the spec's reading, or one misreading of one rule. */
export interface ViewReading {
  /** String(value) of a scalar field (PERMIT-025). */
  str(value: unknown): string;
  /** The conversation type from the raw `$channel.type` (PERMIT-021); `present` = there is a `$channel`. */
  type(raw: unknown, present: boolean): string;
  /** The conversation id from the raw `$channel.id` (PERMIT-021). */
  id(raw: unknown, present: boolean, str: (value: unknown) => string): string | undefined;
  /** The sender role from the raw `$sender.role` (PERMIT-022); only called when there is a `$sender`. */
  role(raw: unknown): string | undefined;
  /** The adapter from the raw `$adapter` (PERMIT-023). */
  adapter(raw: unknown, str: (value: unknown) => string): string;
  /** The sender id from the raw `$sender.id` (PERMIT-022). */
  senderId(raw: unknown, str: (value: unknown) => string): string;
}

function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** The spec's reading: ECMAScript String(), private by default, unknown roles rank as user. */
export const SPEC_VIEW: ViewReading = {
  str: (value) => String(value),
  type: (raw, present) => (present && raw !== undefined && raw !== '' ? String(raw) : 'private'),
  id: (raw, present, str) => (present && raw !== undefined && raw !== null ? str(raw) : undefined),
  role: (raw) => (isRole(raw) ? raw : 'user'),
  adapter: (raw, str) => str(raw),
  senderId: (raw, str) => str(raw),
};

/** Plain JSON record test; the model reads fields by own property only, never through prototypes. */
export function field(value: unknown, key: string): unknown {
  if (typeof value !== 'object' || value === null) return undefined;
  return Object.prototype.hasOwnProperty.call(value, key) ? (value as Record<string, unknown>)[key] : undefined;
}

/** `null` (no message) has no view at all. */
export function viewOf(message: unknown, reading: ViewReading = SPEC_VIEW): MessageView | undefined {
  if (message === null || message === undefined) return undefined;
  const channel = field(message, '$channel');
  const sender = field(message, '$sender');
  const hasChannel = typeof channel === 'object' && channel !== null;
  const hasSender = typeof sender === 'object' && sender !== null;
  const str = (value: unknown): string => reading.str(value);
  return {
    adapter: reading.adapter(field(message, '$adapter'), str),
    conversationType: reading.type(field(channel, 'type'), hasChannel),
    conversationId: reading.id(field(channel, 'id'), hasChannel, str),
    senderId: hasSender ? reading.senderId(field(sender, 'id'), str) : undefined,
    role: hasSender ? reading.role(field(sender, 'role')) : undefined,
  };
}

/** The role of a view as a rank (user 1 … master 3), or 0 for no role or a non-role string. */
export function rankOf(role: string | undefined): number {
  return role === 'master' ? 3 : role === 'trusted' ? 2 : role === 'user' ? 1 : 0;
}
