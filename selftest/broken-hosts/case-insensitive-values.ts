// Broken: permit values compare case-insensitively (adapter(QQ) admits "qq") (breaks PERMIT-011).
import { createReferenceHost } from '../../reference-impl/host.js';
import type { MessageView } from '../../reference-impl/access/message-view.js';
import type { PermitAst } from '../../reference-impl/permits/ast.js';
import type { PermitPredicate } from '../../reference-impl/permits/evaluate.js';
import { evaluatePermit, evaluatePermitList } from '../../reference-impl/permits/evaluate.js';
import type { PlatformGrants } from '../../reference-impl/permits/platform-grants.js';

const lower = (s: string | undefined): string | undefined => s?.toLowerCase();

function foldView(view: MessageView | null): MessageView | null {
  if (view === null) return null;
  return {
    ...view,
    adapter: view.adapter.toLowerCase(),
    conversationType: view.conversationType.toLowerCase(),
    conversationId: lower(view.conversationId),
    senderId: lower(view.senderId),
  };
}

function foldGrants(grants: PlatformGrants): PlatformGrants {
  if (typeof grants !== 'object' || grants === null) return grants;
  // Own, prototype-free records: folding must not write "__proto__" or "constructor" anywhere but here.
  const out: Record<string, Record<string, string[]>> = Object.create(null) as Record<string, Record<string, string[]>>;
  for (const [adapter, senders] of Object.entries(grants)) {
    if (typeof senders !== 'object' || senders === null) continue;
    const key = adapter.toLowerCase();
    const folded: Record<string, string[]> = Object.hasOwn(out, key) ? (out[key] as Record<string, string[]>) : (out[key] = Object.create(null) as Record<string, string[]>);
    for (const [sender, perms] of Object.entries(senders)) {
      if (Array.isArray(perms)) folded[sender.toLowerCase()] = perms.map((p) => (typeof p === 'string' ? p.toLowerCase() : p));
    }
  }
  return out;
}

const foldedPermit = (permit: PermitAst): PermitAst => ({ ...permit, items: permit.items.map((i) => ({ ...i, value: i.value.toLowerCase() })) });

const caseInsensitive: PermitPredicate = (permit, view, grants) =>
  // Role items are checked by the parser (exact vocabulary) before this runs, so only values fold.
  evaluatePermit(foldedPermit(permit), foldView(view), foldGrants(grants));

export default createReferenceHost({
  evaluatePermitList: (permits, view, grants) => evaluatePermitList(permits, view, grants, caseInsensitive),
});
