// An executable model of the permit rulings (contract-notes §2), used as the property tests' oracle.
// Deliberately unlike a hand-written parser: one anchored regex for the outer shape, a split on ",",
// then a table of per-kind rules. Meant for inputs of a few KB, not for speed.
import { ROLES, viewOf } from './model-message.js';
import type { MessageView, Role } from './model-message.js';

/** platformGrants[adapter][senderId] = granted platform permissions. */
export type PlatformGrants = Record<string, Record<string, string[]>>;

export const KINDS = ['adapter', 'group', 'private', 'channel', 'user', 'role', 'platform'] as const;
export type Kind = (typeof KINDS)[number];

/** A well-formed permit: its kind and its trimmed items (empty = "any" for conversation kinds). */
export interface ParsedPermit {
  kind: Kind;
  items: string[];
}

// Kind, "(", anything without parentheses, ")" — and nothing else around it (PERMIT-002, PERMIT-004).
const SHAPE = /^(adapter|group|private|channel|user|role|platform)\(([^()]*)\)$/;
// ASCII whitespace only; JS's \s and String#trim would also eat U+00A0 and U+3000 (PERMIT-003).
const EDGE_SPACE = /^[ \t\r\n\f\v]+|[ \t\r\n\f\v]+$/g;
const CONVERSATION_KINDS: readonly Kind[] = ['group', 'private', 'channel'];
const RANK: Record<Role, number> = { user: 1, trusted: 2, master: 3 };

function trimAscii(text: string): string {
  return text.replace(EDGE_SPACE, '');
}

/** Items of the inner text; `[]` when the whole inside is blank. */
function itemsOf(inner: string): string[] {
  const items = inner.split(',').map(trimAscii);
  return items.length === 1 && items[0] === '' ? [] : items;
}

function itemsAreLegal(kind: Kind, items: string[]): boolean {
  if (items.some((item) => item === '')) return false; // PERMIT-010
  if (kind === 'platform') return items.length === 2; // PERMIT-014
  if (CONVERSATION_KINDS.includes(kind)) return true; // PERMIT-008: [] means any
  if (items.length === 0) return false; // PERMIT-009
  if (kind === 'role') return items.every((item) => (ROLES as readonly string[]).includes(item)); // PERMIT-012
  return true;
}

/** The permit's structure, or `undefined` when it is malformed or unrecognised. */
export function parsePermit(permit: unknown): ParsedPermit | undefined {
  if (typeof permit !== 'string' || permit.includes('|')) return undefined; // PERMIT-012
  const match = SHAPE.exec(permit);
  if (!match) return undefined;
  const kind = match[1] as Kind;
  const items = itemsOf(match[2] ?? '');
  return itemsAreLegal(kind, items) ? { kind, items } : undefined;
}

/** What `lint` must say (PERMIT-020). */
export function isWellFormed(permit: unknown): boolean {
  return parsePermit(permit) !== undefined;
}

function granted(grants: PlatformGrants, adapter: string, senderId: string, perm: string): boolean {
  const own = (o: object, k: string): boolean => Object.prototype.hasOwnProperty.call(o, k);
  if (!own(grants, adapter)) return false;
  const bySender = grants[adapter] as Record<string, unknown>;
  if (typeof bySender !== 'object' || bySender === null || !own(bySender, senderId)) return false;
  const perms = bySender[senderId];
  return Array.isArray(perms) && perms.includes(perm);
}

function holds(permit: ParsedPermit, view: MessageView, grants: PlatformGrants): boolean {
  const { kind, items } = permit;
  switch (kind) {
    case 'group':
    case 'private':
    case 'channel':
      return (
        view.conversationType === kind &&
        (items.length === 0 || items.includes('*') || (view.conversationId !== undefined && items.includes(view.conversationId)))
      );
    case 'adapter':
      return items.includes(view.adapter);
    case 'user':
      return view.senderId !== undefined && items.includes(view.senderId);
    case 'role': {
      const role = view.role;
      return role !== undefined && items.some((item) => RANK[role] >= RANK[item as Role]);
    }
    case 'platform': {
      const [adapter, perm] = items as [string, string];
      return view.adapter === adapter && view.senderId !== undefined && granted(grants, adapter, view.senderId, perm);
    }
  }
}

/** One permit against one message (`null` = no message): malformed or no message → false. */
export function permitHolds(permit: unknown, message: unknown, grants: PlatformGrants = {}): boolean {
  const parsed = parsePermit(permit);
  const view = viewOf(message);
  return parsed !== undefined && view !== undefined && holds(parsed, view, grants);
}

/** A permit list: AND of its permits; the empty list allows even with no message (PERMIT-007, -024). */
export function permitsAllow(permits: readonly unknown[], message: unknown, grants: PlatformGrants = {}): boolean {
  return permits.every((permit) => permitHolds(permit, message, grants));
}
