// Access signatures (the hot path of a turn's catalog): tools that share platforms, scopes, permissions and
// hidden are listed or not together, so a turn decides each distinct signature once. A signature is
// compiled once per index, with permits/compile.ts when the host's access is the reference's.
import type { MessageView } from '../../reference-impl/access/message-view.js';
import type { ToolAccess } from '../../reference-impl/access/can-access-tool.js';
import { SCOPES, isHidden } from '../../reference-impl/access/can-access-tool.js';
import { compilePermitList } from '../permits/compile.js';
import type { PlatformGrants } from '../../reference-impl/permits/platform-grants.js';
import type { HostSemantics } from '../../reference-impl/semantics.js';
import { referenceSemantics } from '../../reference-impl/semantics.js';

/** The access-relevant fields of a capability (ToolCapability has them all). */
export interface AccessFields {
  readonly platforms?: unknown;
  readonly scopes?: unknown;
  readonly permissions?: unknown;
  readonly hidden?: unknown;
}

/** Would access control list the tool to the model for this message? (ACCESS `listed`.) */
export type Listing = (view: MessageView | null, grants: PlatformGrants) => boolean;

const never: Listing = () => false;
const always: Listing = () => true;

const isStringList = (v: unknown): v is readonly string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');
// Only a missing field is absent. The registry refuses any other non-list access field at commit
// (REGISTRY-003), so no catalog meets one; were one met, it goes through the plain rule as it is.
const absent = (v: unknown): boolean => v === undefined;

export function signatureKey(fields: AccessFields): string {
  return JSON.stringify([fields.platforms ?? null, fields.scopes ?? null, fields.permissions ?? null, fields.hidden ?? null]);
}

const accessOf = (fields: AccessFields): ToolAccess => ({ platforms: fields.platforms, scopes: fields.scopes, permissions: fields.permissions, hidden: fields.hidden }) as ToolAccess;

/** The reference rule (can-access-tool.ts) with sets built and permits parsed up front. */
function compiledReference(fields: AccessFields, semantics: HostSemantics): Listing {
  const access = accessOf(fields);
  const { platforms, scopes, permissions } = fields;
  // The registry refuses non-list access fields (REGISTRY-003); were one met, it goes through the plain rule as it is.
  if (!(absent(platforms) || isStringList(platforms)) || !(absent(scopes) || isStringList(scopes)) || !(absent(permissions) || isStringList(permissions))) {
    return (view, grants) => semantics.observeAccess(access, view, grants).listed;
  }
  if (isHidden(access)) return never;
  if (isStringList(scopes) && scopes.some((s) => !SCOPES.has(s))) return never;
  const adapters = isStringList(platforms) && platforms.length > 0 ? new Set(platforms) : undefined;
  const types = isStringList(scopes) && scopes.length > 0 ? new Set(scopes) : undefined;
  const permits = isStringList(permissions) ? compilePermitList(permissions) : always;
  if (adapters === undefined && types === undefined) return permits;
  return (view, grants) => {
    if (adapters !== undefined && (view === null || !adapters.has(view.adapter))) return false;
    if (types !== undefined && (view === null || !types.has(view.conversationType))) return false;
    return permits(view, grants);
  };
}

export function compileListing(fields: AccessFields, semantics: HostSemantics): Listing {
  // The reference's own access decisions may be compiled; any other host's are asked as given.
  if (semantics.observeAccess === referenceSemantics.observeAccess) return compiledReference(fields, semantics);
  // A host with other access rules (a mutant) is asked once per signature per turn, as it is.
  const access = accessOf(fields);
  return (view, grants) => {
    try {
      return semantics.observeAccess(access, view, grants).listed;
    } catch {
      return false;
    }
  };
}

/** Interns signatures at index build: equal fields → one id → one compiled listing. */
export class SignatureTable {
  private readonly ids = new Map<string, number>();
  readonly listings: Listing[] = [];

  constructor(readonly semantics: HostSemantics) {}

  intern(fields: AccessFields, key: string = signatureKey(fields)): number {
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.listings.length;
      this.ids.set(key, id);
      this.listings.push(compileListing(fields, this.semantics));
    }
    return id;
  }

  /** The id of a signature interned before, by its key. */
  idOf(key: string): number | undefined {
    return this.ids.get(key);
  }

  /** A signature that always lists (framework tools need no access check). */
  internAlways(): number {
    const key = '<framework>';
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.listings.length;
      this.ids.set(key, id);
      this.listings.push(always);
    }
    return id;
  }
}
