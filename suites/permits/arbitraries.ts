// fast-check arbitraries for the permits and access areas (also used by `capkit fuzz`).
// Values come from small pools so that generated permits and messages actually meet:
// a permit naming "g1" is only interesting if some messages are in conversation "g1".
// Every message and grant generated here is schema-valid (message.schema.json, platform-grants.schema.json):
// the contract rules are checked with schema-valid input only.
import fc from 'fast-check';
import { KINDS } from './model.js';
import type { Kind, PlatformGrants } from './model.js';

/** A scalar of message.schema.json: ids and $adapter may be JSON numbers or booleans (String(), PERMIT-025). */
export type Scalar = string | number | boolean;

/** A message as sent on the wire (message.schema.json). */
export interface WireMessage {
  $adapter: Scalar;
  $channel?: { type?: string; id?: Scalar | null };
  $sender?: { id: Scalar; role?: string };
}

// Numbers whose String() (ECMAScript Number::toString) differs from other languages' (PERMIT-025).
const NUMBERS: readonly number[] = [1e21, 1e-7, -0, 0.1, 2 ** 53 + 1];
export const ADAPTERS: readonly Scalar[] = ['qq', 'icqq', 'QQ', 'kook', 7, '*', 1e21, true];
export const CHANNEL_TYPES: readonly string[] = ['group', 'private', 'channel', '', 'guild', 'Group'];
export const CHANNEL_IDS: readonly (Scalar | null)[] = ['g1', 'g2', 'G1', '*', 42, '42', 'g1 ', ' g1', ...NUMBERS, null];
export const SENDER_IDS: readonly Scalar[] = ['u1', 'u2', 'U1', 'u1 ', ' u1', 10001, '*', true, 1e-7];
export const SENDER_ROLES: readonly (string | undefined)[] = ['master', 'trusted', 'user', 'admin', 'Master', '', undefined];
export const PLATFORM_PERMS: readonly string[] = ['admin', 'owner', 'member'];
export const ROLE_ITEMS: readonly string[] = ['master', 'trusted', 'user'];

/** How Python (str) and Rust (Display) would write those numbers and booleans: items a wrong host meets. */
const FOREIGN_FORMS: readonly string[] = ['1e+21', '1000000000000000000000', '1e-07', '0.0000001', 'True', '-0', '-0.0', '9007199254740993'];

/** Item values that can meet a message: adapters, ids, roles, "*", other spellings of numbers, a stranger. */
const ITEMS: readonly string[] = [
  ...new Set([...ADAPTERS, ...CHANNEL_IDS.filter((id) => id !== null), ...SENDER_IDS, ...PLATFORM_PERMS].map(String)),
  ...FOREIGN_FORMS,
  'null',
  'x',
];

export const ASCII_SPACES: readonly string[] = [' ', '\t', '\r', '\n', '\f', '\v'];
export const OTHER_SPACES: readonly string[] = ['\u00a0', '\u3000'];

/** A $channel with a type and an id, either of which may be missing (the schema requires neither). */
export const channelArb: fc.Arbitrary<NonNullable<WireMessage['$channel']>> = fc.record(
  { type: fc.constantFrom(...CHANNEL_TYPES), id: fc.constantFrom(...CHANNEL_IDS) },
  { requiredKeys: [] },
);

export const senderArb: fc.Arbitrary<NonNullable<WireMessage['$sender']>> = fc
  .tuple(fc.constantFrom(...SENDER_IDS), fc.constantFrom(...SENDER_ROLES))
  .map(([id, role]) => (role === undefined ? { id } : { id, role }));

/** A message with or without $channel and $sender (absent keys are omitted, never `undefined`). */
export const messageArb: fc.Arbitrary<WireMessage> = fc
  .tuple(fc.constantFrom(...ADAPTERS), fc.option(channelArb, { nil: undefined }), fc.option(senderArb, { nil: undefined }))
  .map(([$adapter, $channel, $sender]) => ({
    $adapter,
    ...($channel ? { $channel } : {}),
    ...($sender ? { $sender } : {}),
  }));

/** Mostly messages, sometimes `null` (no message). */
export const maybeMessageArb: fc.Arbitrary<WireMessage | null> = fc.oneof(
  { weight: 9, arbitrary: messageArb },
  { weight: 1, arbitrary: fc.constant(null) },
);

export const grantsArb: fc.Arbitrary<PlatformGrants> = fc
  .array(fc.tuple(fc.constantFrom(...ADAPTERS), fc.constantFrom(...SENDER_IDS), fc.subarray([...PLATFORM_PERMS])), {
    maxLength: 6,
  })
  .map((entries) => {
    const grants: PlatformGrants = {};
    for (const [adapter, sender, perms] of entries) {
      const bySender = (grants[String(adapter)] ??= {});
      bySender[String(sender)] = perms;
    }
    return grants;
  });

const asciiPad: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constant('') },
  { weight: 1, arbitrary: fc.array(fc.constantFrom(...ASCII_SPACES), { minLength: 1, maxLength: 2 }).map((s) => s.join('')) },
);

/** An item as written inside the parentheses, possibly padded with ASCII whitespace (trimmed away). */
function written(items: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.tuple(asciiPad, items, asciiPad).map(([a, item, b]) => a + item + b);
}

export function itemsFor(kind: Kind, minLength = 0): fc.Arbitrary<string[]> {
  if (kind === 'role') return fc.array(fc.constantFrom(...ROLE_ITEMS), { minLength: Math.max(1, minLength), maxLength: 3 });
  if (kind === 'platform') {
    return fc.tuple(fc.constantFrom(...ADAPTERS.map(String)), fc.constantFrom(...PLATFORM_PERMS));
  }
  const min = kind === 'adapter' || kind === 'user' ? Math.max(1, minLength) : minLength;
  return fc.array(fc.constantFrom(...ITEMS), { minLength: min, maxLength: 4 });
}

/** `kind(items…)` with optional ASCII padding around each item. */
export function permitOf(kind: string, items: fc.Arbitrary<string[]>): fc.Arbitrary<string> {
  return items.chain((list) =>
    fc.tuple(...list.map((item) => written(fc.constant(item)))).map((parts) => `${kind}(${parts.join(',')})`),
  );
}

/** A permit drawn from the grammar: all seven kinds, 0–4 items, "*" among the values. */
export const wellFormedPermitArb: fc.Arbitrary<string> = fc
  .constantFrom(...KINDS)
  .chain((kind) => permitOf(kind, itemsFor(kind)));

type Mutation = (permit: string, pick: number) => string;

const UNKNOWN_KINDS = ['admin', 'groups', 'perm', 'rolee', 'platforms', ''];
const MUTATIONS: readonly Mutation[] = [
  (p, i) => ASCII_SPACES[i % ASCII_SPACES.length] + p,
  (p, i) => p + ASCII_SPACES[i % ASCII_SPACES.length],
  (p, i) => OTHER_SPACES[i % 2] + p,
  (p, i) => p.replace('(', `(${OTHER_SPACES[i % 2]}`), // well-formed, but the item now differs
  (p, i) => p.replace('(', ` ${i % 2 ? '' : ' '}(`),
  (p) => p.charAt(0).toUpperCase() + p.slice(1),
  (p) => p.toUpperCase(),
  (p) => p.replace(')', ',)'),
  (p) => p.replace('(', '(,'),
  (p) => p.replace(',', ',,'),
  (p) => p.replace(')', '|x)'),
  (p) => p.replace('(', '(master|'),
  (p) => p.slice(0, -1),
  (p) => p.replace('(', '(('),
  (p) => p.replace('(', '((') + ')',
  (p) => `${p}x`,
  (p) => `${p}()`,
  (p, i) => p.replace(/^[a-z]+/, UNKNOWN_KINDS[i % UNKNOWN_KINDS.length] ?? ''),
  (p, i) => p.slice(0, i % Math.max(1, p.length)),
  (p) => p.replace(/\(.*\)$/, '(a,b,c)'), // extra arguments: malformed only for platform
  (p) => p.replace(/\(.*\)$/, '()'), // empty list: malformed for adapter/user/role/platform
];

/** A grammar permit bent by one near-miss mutation; some results are still well-formed. */
export const nearMissPermitArb: fc.Arbitrary<string> = fc
  .tuple(wellFormedPermitArb, fc.integer({ min: 0, max: MUTATIONS.length - 1 }), fc.nat(64))
  .map(([permit, which, pick]) => (MUTATIONS[which] as Mutation)(permit, pick));

export const permitArb: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: wellFormedPermitArb },
  { weight: 2, arbitrary: nearMissPermitArb },
);

export const permitListArb: fc.Arbitrary<string[]> = fc.array(permitArb, { maxLength: 4 });

/**
 * Lists biased towards verdicts that can be true: mostly one or two well-formed permits, since a list
 * of four random permits almost always denies and would leave the "allowed" side of the rules untested.
 */
export const focusedPermitListArb: fc.Arbitrary<string[]> = fc.oneof(
  { weight: 3, arbitrary: wellFormedPermitArb.map((p) => [p]) },
  { weight: 1, arbitrary: fc.array(wellFormedPermitArb, { minLength: 2, maxLength: 2 }) },
  { weight: 2, arbitrary: permitListArb },
);
