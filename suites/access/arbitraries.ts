// fast-check arbitraries for tools' access fields (also used by `capkit fuzz`).
import fc from 'fast-check';
import { ADAPTERS, focusedPermitListArb } from '../permits/arbitraries.js';
import type { Scalar, WireMessage } from '../permits/arbitraries.js';
import type { ToolAccess } from './model.js';

const PLATFORM_VALUES: readonly string[] = [...ADAPTERS.map(String), 'q', 'icq', 'qq ', '1000000000000000000000', 'True'];
const SCOPE_VALUES: readonly string[] = ['private', 'group', 'channel'];
const ODD_SCOPES: readonly string[] = ['guild', 'Private', '', '*'];

/** scopes drawn mostly from the vocabulary, sometimes with a value outside it (ACCESS-004). */
const scopesArb = fc.oneof(
  { weight: 5, arbitrary: fc.subarray([...SCOPE_VALUES]) },
  { weight: 1, arbitrary: fc.array(fc.constantFrom(...SCOPE_VALUES, ...ODD_SCOPES), { minLength: 1, maxLength: 3 }) },
);

/** A schema-valid tool (access.steps.schema.json): every field absent or of its documented type. */
export const toolArb: fc.Arbitrary<ToolAccess> = fc.record(
  {
    platforms: fc.array(fc.constantFrom(...PLATFORM_VALUES), { maxLength: 3 }),
    scopes: scopesArb,
    permissions: focusedPermitListArb,
    hidden: fc.boolean(),
  },
  { requiredKeys: [] },
);

// ACCESS-010: a field and the permit that says the same, on messages that differ only in what the
// normalisation decides: String() of numbers and booleans (PERMIT-025) and the private default (PERMIT-021).
// No case-only or prefix-only differences: those are about comparing values, not about reading them.
const SAME_ADAPTERS: readonly string[] = ['qq', '7', '0', '1e+21', 'true', '1e-7'];
export const normalisationPairArb: fc.Arbitrary<readonly [ToolAccess, ToolAccess]> = fc.oneof(
  fc.constantFrom(...SCOPE_VALUES).map((t) => [{ scopes: [t] }, { permissions: [`${t}()`] }] as const),
  fc.constantFrom(...SAME_ADAPTERS).map((a) => [{ platforms: [a] }, { permissions: [`adapter(${a})`] }] as const),
);

const NORMALISED_ADAPTERS: readonly Scalar[] = ['qq', 7, '7', 0, -0, '0', 1e21, '1e+21', true, 'true', 1e-7, '1e-07', 'kook'];
const NORMALISED_CHANNELS: readonly (WireMessage['$channel'] | undefined)[] = [
  undefined, {}, { type: '' }, { type: '', id: 5 }, { type: 'private' }, { type: 'group', id: 'g1' }, { type: 'group', id: null }, { type: 'channel', id: 1e21 },
];
export const normalisationMessageArb: fc.Arbitrary<WireMessage | null> = fc.oneof(
  { weight: 9, arbitrary: fc.tuple(fc.constantFrom(...NORMALISED_ADAPTERS), fc.constantFrom(...NORMALISED_CHANNELS)).map(([$adapter, $channel]) => ({ $adapter, ...($channel ? { $channel } : {}) })) },
  { weight: 1, arbitrary: fc.constant(null) },
);

/** JSON values that do not belong in a list of strings (or in place of the list): schema-invalid on purpose. */
export const hostileValueArb: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(0, 1, 7, -1, 1.5, null, true, false, '', 'qq', 'private', 'group()', {}, { 0: 'qq' }, { length: 1 }),
  fc.constantFrom<unknown>([['qq']], [['private']], [null], [7], [{}], [['adapter(qq)']], [1, 'qq'], ['private', null], ['adapter(qq)', 7]),
);

/** A tool with one or more fields replaced by a value of the wrong type (protocol input, PROTOCOL-004/005). */
export const hostileToolArb: fc.Arbitrary<ToolAccess> = fc
  .tuple(toolArb, fc.subarray(['platforms', 'scopes', 'permissions', 'hidden'] as const, { minLength: 1 }), fc.array(hostileValueArb, { minLength: 4, maxLength: 4 }))
  .map(([tool, fields, values]) => {
    const hostile: ToolAccess = { ...tool };
    fields.forEach((field, i) => {
      hostile[field] = values[i];
    });
    return hostile;
  });
