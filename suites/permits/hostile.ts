// Schema-valid values that trip naive object lookups: names of Object.prototype members, of JS markers
// ("undefined", "[object Object]") and of a host's own markers ("absent", "junk"), used as adapters,
// conversation types and ids, sender ids, roles, permit kinds and items, and grant keys (PERMIT-018,
// ACCESS-011: ordinary values that get the answer any other name would). Each hostile case has a twin with
// every such name renamed to a plain one. Renaming is a bijection on values, so the rules give both the
// same verdict: a host whose answers to the two differ was tripped by a name (PERMIT-018 / ACCESS-011).
import fc from 'fast-check';
import type { PlatformGrants } from './model.js';
import type { WireMessage } from './arbitraries.js';

export const HOSTILE_NAMES: readonly string[] = [
  '__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty', 'prototype', 'length', 'isPrototypeOf', 'undefined', 'null', '[object Object]',
  // Words a host might use for its own markers ("absent", "junk", type names).
  'junk', 'absent', 'list', 'object', 'string',
];
// Plain names that are not prefixes, suffixes or case variants of one another.
const RENAMED = new Map(HOSTILE_NAMES.map((name, i) => [name, `plain-${'abcdefghijklmnop'.charAt(i)}-name`]));

/** The plain twin of a string: hostile names renamed, anything else unchanged. */
export function renamed(text: string): string {
  return RENAMED.get(text) ?? text;
}

const nameArb = fc.constantFrom(...HOSTILE_NAMES);
const valueArb = fc.oneof({ weight: 3, arbitrary: nameArb }, { weight: 1, arbitrary: fc.constantFrom('qq', 'group', 'private', 'u1', 'user', 'master', 'admin') });
const KINDS = ['adapter', 'group', 'private', 'channel', 'user', 'role', 'platform'];

/** A permit: kind and items; the kind itself is sometimes a hostile name (an unrecognised kind). */
export interface PermitParts {
  kind: string;
  items: string[];
}

export const permitPartsArb: fc.Arbitrary<PermitParts> = fc.record({
  kind: fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...KINDS) }, { weight: 1, arbitrary: nameArb }),
  items: fc.array(valueArb, { minLength: 1, maxLength: 2 }),
});

export const permitText = (p: PermitParts): string => `${p.kind}(${p.items.join(',')})`;
export const renamedPermit = (p: PermitParts): string => `${renamed(p.kind)}(${p.items.map(renamed).join(',')})`;

/** A message whose every string field may be a hostile name. */
export const hostileMessageArb: fc.Arbitrary<WireMessage> = fc
  .tuple(valueArb, fc.option(fc.record({ type: valueArb, id: valueArb }), { nil: undefined }), fc.option(fc.record({ id: valueArb, role: valueArb }), { nil: undefined }))
  .map(([$adapter, $channel, $sender]) => ({ $adapter, ...($channel ? { $channel } : {}), ...($sender ? { $sender } : {}) }));

export function renamedMessage(m: WireMessage): WireMessage {
  const r = (v: unknown): never => (typeof v === 'string' ? renamed(v) : v) as never;
  return {
    $adapter: r(m.$adapter),
    ...(m.$channel ? { $channel: { ...(m.$channel.type !== undefined ? { type: renamed(m.$channel.type) } : {}), ...('id' in m.$channel ? { id: r(m.$channel.id) } : {}) } } : {}),
    ...(m.$sender ? { $sender: { id: r(m.$sender.id), ...(m.$sender.role !== undefined ? { role: renamed(m.$sender.role) } : {}) } } : {}),
  };
}

/** Grants keyed by hostile names (schema-valid: an object of objects of string lists). Built so "__proto__" is an own key. */
export const hostileGrantsArb: fc.Arbitrary<PlatformGrants> = fc
  .array(fc.tuple(valueArb, valueArb, fc.array(valueArb, { maxLength: 2 })), { maxLength: 3 })
  .map((entries) => {
    const grants: Record<string, Record<string, string[]>> = {};
    for (const [adapter, sender, perms] of entries) {
      if (!Object.prototype.hasOwnProperty.call(grants, adapter)) Object.defineProperty(grants, adapter, { value: {}, enumerable: true, writable: true, configurable: true });
      Object.defineProperty(grants[adapter] as object, sender, { value: perms, enumerable: true, writable: true, configurable: true });
    }
    return grants;
  });

export function renamedGrants(grants: PlatformGrants): PlatformGrants {
  const out: Record<string, Record<string, string[]>> = {};
  for (const [adapter, bySender] of Object.entries(grants)) {
    const senders: Record<string, string[]> = {};
    for (const [sender, perms] of Object.entries(bySender)) senders[renamed(sender)] = perms.map(renamed);
    out[renamed(adapter)] = senders;
  }
  return out;
}
