// Access signatures (the hot path of a turn's catalog): tools that share platforms, scopes, permissions and
// hidden are listed or not together, so a turn decides each distinct signature once. A signature is
// compiled once per index, with permits/compile.ts when the host's access is the reference's.
import type { MessageView } from '../access/message-view.js';
import type { ToolAccess } from '../access/can-access-tool.js';
import { SCOPES, isHidden } from '../access/can-access-tool.js';
import { compilePermitList } from '../permits/compile.js';
import type { PlatformGrants } from '../permits/platform-grants.js';
import type { HostSemantics } from '../semantics.js';
import { hasReferenceAccess } from '../semantics.js';

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

// Stryker disable next-line ConditionalExpression,LogicalOperator,MethodExpression,ArrowFunction,EqualityOperator,StringLiteral: the registry admits only string lists for platforms/scopes/permissions (invalid-definition otherwise), so every list here is one
const isStringList = (v: unknown): v is readonly string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');
// Only a missing field is absent. A null one is malformed, as the plain rule (can-access-tool.ts) reads it:
// it denies (fail closed). The registry refuses null access fields at commit (REGISTRY-003), so no catalog
// meets one; the two rules agree anyway.
// Stryker disable next-line ConditionalExpression: the registry rejects null access fields, so absent() only ever sees undefined or a string list
const absent = (v: unknown): boolean => v === undefined;

export function signatureKey(fields: AccessFields): string {
  // Stryker disable next-line LogicalOperator: the registry makes hidden a boolean on every capability, so ?? never falls back
  return JSON.stringify([fields.platforms ?? null, fields.scopes ?? null, fields.permissions ?? null, fields.hidden ?? null]);
}

/** The reference rule (can-access-tool.ts) with sets built and permits parsed up front. */
function compiledReference(fields: AccessFields, semantics: HostSemantics): Listing {
  const access: ToolAccess = { platforms: fields.platforms, scopes: fields.scopes, permissions: fields.permissions, hidden: fields.hidden };
  const { platforms, scopes, permissions } = fields;
  // Prepared capabilities are validated; anything odd goes through the plain rule, which handles junk.
  // Stryker disable next-line ConditionalExpression,LogicalOperator,BooleanLiteral,BlockStatement: unreachable through the protocol (the registry validates access fields); the plain rule and the compiled one agree anyway
  if (!(absent(platforms) || isStringList(platforms)) || !(absent(scopes) || isStringList(scopes)) || !(absent(permissions) || isStringList(permissions))) {
    // Stryker disable next-line BlockStatement,ArrowFunction: unreachable through the protocol: the registry validates access fields
    return (view, grants) => semantics.observeAccess(access, view, grants).listed;
  }
  if (isHidden(access)) return never;
  // Stryker disable next-line ConditionalExpression,ArrowFunction: the registry rejects scopes outside private/group/channel (invalid-definition)
  if (isStringList(scopes) && scopes.some((s) => !SCOPES.has(s))) return never;
  const adapters = isStringList(platforms) && platforms.length > 0 ? new Set(platforms) : undefined;
  const types = isStringList(scopes) && scopes.length > 0 ? new Set(scopes) : undefined;
  const permits = isStringList(permissions) ? compilePermitList(permissions) : always;
  // Stryker disable next-line ConditionalExpression: a shortcut: the wrapper below with no adapters and no types answers permits(view, grants) too
  if (adapters === undefined && types === undefined) return permits;
  return (view, grants) => {
    if (adapters !== undefined && (view === null || !adapters.has(view.adapter))) return false;
    if (types !== undefined && (view === null || !types.has(view.conversationType))) return false;
    return permits(view, grants);
  };
}

export function compileListing(fields: AccessFields, semantics: HostSemantics): Listing {
  // Stryker disable next-line ConditionalExpression: an optimisation: for the reference host the compiled rule and observeAccess give the same listing
  if (hasReferenceAccess(semantics)) return compiledReference(fields, semantics);
  // A host with other access rules (a mutant) is asked once per signature per turn, as it is.
  // Stryker disable all: only hosts with other access rules (reference-impl/mutants) get here, never the reference host the suites run
  const access: ToolAccess = { platforms: fields.platforms, scopes: fields.scopes, permissions: fields.permissions, hidden: fields.hidden };
  return (view, grants) => {
    try {
      return semantics.observeAccess(access, view, grants).listed;
    } catch {
      return false;
    }
  };
  // Stryker restore all
}

/** Interns signatures at index build: equal fields → one id → one compiled listing. */
export class SignatureTable {
  private readonly ids = new Map<string, number>();
  // Stryker disable next-line ArrayDeclaration: an id is always the index its listing is pushed at, whatever the array starts with
  readonly listings: Listing[] = [];

  constructor(private readonly semantics: HostSemantics) {}

  intern(fields: AccessFields): number {
    const key = signatureKey(fields);
    let id = this.ids.get(key);
    // Stryker disable next-line ConditionalExpression: interning is a cache: compiling a signature again gives an equal listing
    if (id === undefined) {
      id = this.listings.length;
      this.ids.set(key, id);
      this.listings.push(compileListing(fields, this.semantics));
    }
    return id;
  }

  /** A signature that always lists (framework tools need no access check). */
  internAlways(): number {
    // Stryker disable next-line StringLiteral: signature keys are JSON arrays, so no key equals the framework key, empty or not
    const key = '<framework>';
    let id = this.ids.get(key);
    // Stryker disable next-line ConditionalExpression: interning is a cache: a second always-listing is the same listing
    if (id === undefined) {
      id = this.listings.length;
      this.ids.set(key, id);
      this.listings.push(always);
    }
    return id;
  }
}
