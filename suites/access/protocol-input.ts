// Input that breaks the published schemas of area access (spec/schemas/areas/access.*.schema.json):
// governed by PROTOCOL-003 … PROTOCOL-006, never by a contract rule. model.test.ts checks that each value
// here really breaks its schema.
import type { Step } from '../../host/protocol.js';
import { BAD_MESSAGES, GROUP_MESSAGE } from '../permits/protocol-input.js';

/** Values of `tool` that are not an object. */
const BAD_TOOLS: readonly unknown[] = ['qq', '', 5, 0, true, false, null, [], ['qq'], [{}]];
/** Values of a list field (platforms, scopes, permissions) that are not an array of strings. */
const BAD_LISTS: readonly unknown[] = [null, 'qq', 'group', 'adapter(qq)', '', 7, true, {}, { qq: true }, { 0: 'qq' }, ['qq', 7], [['qq']], [null], ['private', null]];
const BAD_HIDDEN: readonly unknown[] = [null, 'yes', 1, 0, [], {}];

/** access steps that break the access schema. */
export const BAD_ACCESS_STEPS: readonly Step[] = [
  { op: 'access', tool: {} },
  { op: 'access', message: GROUP_MESSAGE },
  { op: 'access', tool: {}, message: null, extra: true },
  { op: 'access', tool: { platforms: [], other: 1 }, message: GROUP_MESSAGE },
  ...BAD_TOOLS.flatMap((tool): Step[] => [{ op: 'access', tool, message: GROUP_MESSAGE }, { op: 'access', tool, message: null }]),
  ...BAD_MESSAGES.flatMap((message): Step[] => [{ op: 'access', tool: {}, message }, { op: 'access', tool: { platforms: ['undefined'], scopes: ['private'] }, message }]),
  ...(['platforms', 'scopes', 'permissions'] as const).flatMap((field) => BAD_LISTS.map((value): Step => ({ op: 'access', tool: { [field]: value }, message: GROUP_MESSAGE }))),
  ...BAD_HIDDEN.map((hidden): Step => ({ op: 'access', tool: { hidden }, message: GROUP_MESSAGE })),
];

/** Ops area access does not have. */
export const UNKNOWN_ACCESS_OPS: readonly string[] = ['frobnicate', 'permit', 'lint', 'Access', 'access ', '', 'toString', '__proto__', 'constructor', 'hasOwnProperty', 'valueOf'];

/** Well-formed steps whose answers must not change next to the bad ones. */
export const GOOD_ACCESS_STEPS: readonly Step[] = [
  { op: 'access', tool: {}, message: GROUP_MESSAGE },
  { op: 'access', tool: { platforms: ['qq'], scopes: ['group'], permissions: ['role(trusted)'] }, message: GROUP_MESSAGE },
  { op: 'access', tool: { permissions: ['platform(qq,admin)'], hidden: true }, message: GROUP_MESSAGE },
  { op: 'access', tool: { scopes: ['private'] }, message: null },
];
