// The hot path: a permit list parsed once into a closure with precomputed sets. It must decide exactly
// as evaluatePermitList does (checked by a property test); it exists only to be fast.
import type { MessageView } from '../access/message-view.js';
import type { PermitAst } from './ast.js';
import { parsePermit } from './parse.js';
import { grantsPermission } from './platform-grants.js';
import type { PlatformGrants } from './platform-grants.js';
import { ROLE_RANK, isRole } from './roles.js';

export type CompiledPermitList = (view: MessageView | null, grants: PlatformGrants) => boolean;

type CompiledPermit = (view: MessageView, grants: PlatformGrants) => boolean;

const allow: CompiledPermitList = () => true;
const deny: CompiledPermitList = () => false;

function compilePermit(permit: PermitAst): CompiledPermit {
  const values = new Set(permit.items.map((item) => item.value));
  switch (permit.kind) {
    case 'adapter':
      return (view) => values.has(view.adapter);
    case 'group':
    case 'private':
    case 'channel': {
      const type = permit.kind;
      if (values.size === 0 || values.has('*')) return (view) => view.conversationType === type;
      return (view) =>
        view.conversationType === type && view.conversationId !== undefined && values.has(view.conversationId);
    }
    case 'user':
      return (view) => view.senderId !== undefined && values.has(view.senderId);
    case 'role': {
      // OR over role(r1, r2, …) with "rank at least" is "rank at least the lowest named".
      let lowest = Infinity;
      for (const r of values) if (isRole(r)) lowest = Math.min(lowest, ROLE_RANK[r]);
      return (view) => view.senderRole !== undefined && ROLE_RANK[view.senderRole] >= lowest;
    }
    case 'platform': {
      const [adapterItem, permItem] = permit.items;
      if (adapterItem === undefined || permItem === undefined || permit.items.length !== 2) return () => false;
      const adapter = adapterItem.value;
      const perm = permItem.value;
      return (view, grants) =>
        view.adapter === adapter && view.senderId !== undefined && grantsPermission(grants, adapter, view.senderId, perm);
    }
    default:
      return () => false;
  }
}

/** Parses every permit once. A malformed or non-string permit makes the whole list deny (AND). */
export function compilePermitList(permits: readonly string[]): CompiledPermitList {
  if (!Array.isArray(permits)) return deny;
  const compiled: CompiledPermit[] = [];
  for (const text of permits as readonly unknown[]) {
    if (typeof text !== 'string') return deny;
    const parsed = parsePermit(text);
    if (!parsed.ok) return deny;
    compiled.push(compilePermit(parsed.permit));
  }
  if (compiled.length === 0) return allow;
  const count = compiled.length;
  return (view, grants) => {
    if (view === null) return false;
    try {
      for (let i = 0; i < count; i++) if (!(compiled[i] as CompiledPermit)(view, grants)) return false;
      return true;
    } catch {
      return false;
    }
  };
}
