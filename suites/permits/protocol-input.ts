// Input that breaks the published schemas of area permits (spec/schemas/areas/permits.*.schema.json and
// message.schema.json, platform-grants.schema.json): what a host does with it is stated by PROTOCOL-003 …
// PROTOCOL-006 (spec/protocol.md §6), never by a contract rule. model.test.ts checks that each value here
// really breaks its schema. Parsed from JSON text so that "__proto__" is an own key, as on the wire.
import type { Step } from '../../host/protocol.js';

const json = (text: string): unknown => JSON.parse(text) as unknown;
export const GROUP_MESSAGE = { $adapter: 'qq', $channel: { type: 'group', id: 'g1' }, $sender: { id: 'u1', role: 'master' } };

/** Messages that are neither null nor an object of message.schema.json. */
export const BAD_MESSAGES: readonly unknown[] = [
  'qq', '', 5, true, false, [], [GROUP_MESSAGE],
  ...[
    '{"$adapter":null}', '{"$adapter":{}}', '{"$adapter":["qq"]}', '{"$adapter":{"toString":1}}', '{}',
    '{"$adapter":"qq","$channel":null}', '{"$adapter":"qq","$channel":"group"}', '{"$adapter":"qq","$channel":[]}',
    '{"$adapter":"qq","$channel":{"type":5}}', '{"$adapter":"qq","$channel":{"type":null,"id":"g1"}}', '{"$adapter":"qq","$channel":{"type":"group","id":{}}}',
    '{"$adapter":"qq","$channel":{"type":{"toString":1},"id":{"toString":1}}}', '{"$adapter":"qq","$sender":null}', '{"$adapter":"qq","$sender":"u1"}',
    '{"$adapter":"qq","$sender":{"role":"master"}}', '{"$adapter":"qq","$sender":{"id":null}}', '{"$adapter":"qq","$sender":{"id":{"toString":1}}}',
    '{"$adapter":"qq","$sender":{"id":"u1","role":["master"]}}', '{"$adapter":"qq","$sender":{"id":"u1","role":null}}',
  ].map(json),
];

/** Values of `permits` that are not an array of strings. */
export const BAD_PERMIT_LISTS: readonly unknown[] = ['adapter(qq)', '', 5, true, null, {}, { 0: 'adapter(qq)' }, [5], [null], [true], [['adapter(qq)']], [{ kind: 'adapter' }], ['adapter(qq)', 7]];

/** Values of a lint step's `permit` that are not a string. */
export const BAD_LINT_PERMITS: readonly unknown[] = [5, 0, true, null, ['adapter(qq)'], { kind: 'adapter' }];

/** permit and lint steps that break their op's schema. */
export const BAD_PERMITS_STEPS: readonly Step[] = [
  { op: 'permit', permits: [] },
  { op: 'permit', message: null },
  { op: 'permit', permits: [], message: null, extra: true },
  ...BAD_MESSAGES.map((message): Step => ({ op: 'permit', permits: [], message })),
  ...BAD_MESSAGES.map((message): Step => ({ op: 'permit', permits: ['adapter(qq)'], message })),
  ...BAD_PERMIT_LISTS.map((permits): Step => ({ op: 'permit', permits, message: GROUP_MESSAGE })),
  { op: 'lint' },
  { op: 'lint', permit: 'group()', extra: 1 },
  ...BAD_LINT_PERMITS.map((permit): Step => ({ op: 'lint', permit })),
];

/** Ops area permits does not have, some named like Object.prototype members. */
export const UNKNOWN_OPS: readonly string[] = ['frobnicate', 'access', 'Permit', 'LINT', 'permit ', '', 'toString', '__proto__', 'constructor', 'hasOwnProperty', 'valueOf'];

/** Setups that break permits.setup.schema.json (and access.setup.schema.json: the same shape). */
export const BAD_SETUPS: readonly Record<string, unknown>[] = [
  ...[
    '{"qq":"admin"}', '{"qq":{"u1":"admin"}}', '{"qq":{"u1":[["admin"]]}}', '{"qq":null}', '{"qq":{"u1":null}}', '{"qq":[["u1",["admin"]]]}',
    '{"qq":[["admin"]]}', '{"qq":{"u1":[5]}}', '{"qq":{"u1":["admin",null]}}', '{"__proto__":{"u1":"admin"}}', '5', '[]', 'null', '"qq"',
  ].map((grants) => ({ platformGrants: json(grants) })),
  { platformGrants: {}, other: 1 },
];

/** Well-formed steps whose answers must not change next to the bad ones (compared with themselves, not with the rules). */
export const GOOD_PERMITS_STEPS: readonly Step[] = [
  { op: 'permit', permits: [], message: GROUP_MESSAGE },
  { op: 'permit', permits: ['adapter(qq)', 'group(g1)'], message: GROUP_MESSAGE },
  { op: 'permit', permits: ['platform(qq,admin)'], message: GROUP_MESSAGE },
  { op: 'permit', permits: ['private()'], message: null },
  { op: 'lint', permit: 'group()' },
  { op: 'lint', permit: 'group(' },
];
