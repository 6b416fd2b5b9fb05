// fast-check arbitraries for tools' access fields (also used by `capkit fuzz`).
import fc from 'fast-check';
import { ADAPTERS, focusedPermitListArb } from '../permits/arbitraries.js';
import type { ToolAccess } from './model.js';

const PLATFORM_VALUES: readonly string[] = [...ADAPTERS.map(String), 'q', 'icq', 'qq '];
const SCOPE_VALUES: readonly string[] = ['private', 'group', 'channel'];
const ODD_SCOPES: readonly string[] = ['guild', 'Private', '', '*'];

/** scopes drawn mostly from the vocabulary, sometimes with a value outside it (ACCESS-004). */
const scopesArb = fc.oneof(
  { weight: 5, arbitrary: fc.subarray([...SCOPE_VALUES]) },
  { weight: 1, arbitrary: fc.array(fc.constantFrom(...SCOPE_VALUES, ...ODD_SCOPES), { minLength: 1, maxLength: 3 }) },
);

/** A well-typed tool: every field absent or of its documented type. */
export const toolArb: fc.Arbitrary<ToolAccess> = fc.record(
  {
    platforms: fc.array(fc.constantFrom(...PLATFORM_VALUES), { maxLength: 3 }),
    scopes: scopesArb,
    permissions: focusedPermitListArb,
    hidden: fc.boolean(),
  },
  { requiredKeys: [] },
);

/** JSON values that do not belong in a list of strings (or in place of the list). */
export const hostileValueArb: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(0, 1, 7, -1, 1.5, null, true, false, '', 'qq', 'private', 'group()', {}, { 0: 'qq' }, { length: 1 }),
  fc.constantFrom<unknown>([['qq']], [['private']], [null], [7], [{}], [['adapter(qq)']], [1, 'qq'], ['private', null], ['adapter(qq)', 7]),
);

/** A tool with one or more fields replaced by a hostile value. */
export const hostileToolArb: fc.Arbitrary<ToolAccess> = fc
  .tuple(toolArb, fc.subarray(['platforms', 'scopes', 'permissions', 'hidden'] as const, { minLength: 1 }), fc.array(hostileValueArb, { minLength: 4, maxLength: 4 }))
  .map(([tool, fields, values]) => {
    const hostile: ToolAccess = { ...tool };
    fields.forEach((field, i) => {
      hostile[field] = values[i];
    });
    return hostile;
  });
