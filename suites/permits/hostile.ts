// Hostile inputs: JSON values of the wrong shape or named like Object.prototype members.
// Built with JSON.parse so that "__proto__" is an own key, exactly as a stdio host would receive it.
import fc from 'fast-check';

const HOSTILE_MESSAGES: readonly string[] = [
  '{"$adapter":null}',
  '{"$adapter":{}}',
  '{"$adapter":["qq"]}',
  '{"$adapter":{"toString":1}}',
  '{}',
  '{"$adapter":"qq","$channel":null}',
  '{"$adapter":"qq","$channel":"group"}',
  '{"$adapter":"qq","$channel":{"type":5,"id":null}}',
  '{"$adapter":"qq","$channel":{"type":"group"}}',
  '{"$adapter":"qq","$channel":[]}',
  '{"$adapter":"qq","$channel":{"type":{"toString":1},"id":{"toString":1}}}',
  '{"$adapter":"qq","$sender":"u1"}',
  '{"$adapter":"qq","$sender":{"id":{"toString":1}}}',
  '{"$adapter":"qq","$sender":{"role":"master"}}',
  '{"$adapter":"qq","$sender":{"id":"u1","role":["master"]}}',
  '{"$adapter":"toString","$sender":{"id":"valueOf","role":"constructor"}}',
  '{"$adapter":"__proto__","$channel":{"type":"constructor","id":"__proto__"},"$sender":{"id":"hasOwnProperty"}}',
];

/**
 * Messages no host should choke on; the rulings fix only some verdicts for them. Each is still an
 * object, as the protocol requires of a step's message: the hostility is in the field values.
 */
export const hostileMessageArb: fc.Arbitrary<unknown> = fc.constantFrom(...HOSTILE_MESSAGES).map((text) => JSON.parse(text) as unknown);

/** Non-string permits: each one is not a well-formed permit, so it denies (PERMIT-017). */
export const nonStringPermitArb: fc.Arbitrary<unknown> = fc.constantFrom<unknown>(0, 7, null, true, {}, [], ['adapter(qq)'], { kind: 'adapter' });

const HOSTILE_GRANTS: readonly string[] = [
  '{"qq":"admin"}',
  '{"qq":{"u1":"admin"}}',
  '{"qq":{"u1":[["admin"]]}}',
  '{"qq":null}',
  '{"qq":{"u1":null}}',
  '{"qq":[["u1",["admin"]]]}',
  '{"__proto__":{"u1":["admin"]}}',
];

/**
 * Grants not of the shape {adapter: {sender: [perm…]}}. Read as grants they grant nothing — a string
 * "admin" is not a list containing "admin" — so platform(qq,admin) must deny (fail closed).
 */
export const hostileGrantsArb: fc.Arbitrary<Record<string, unknown>> = fc
  .constantFrom(...HOSTILE_GRANTS)
  .map((text) => JSON.parse(text) as Record<string, unknown>);
