// Conformance properties of the access area: agreement with the rulings' model of canAccessTool,
// and laws between observations (hidden, listed, callable) that any correct host satisfies.
import { describe } from 'vitest';
import fc from 'fast-check';
import { useHostUnderTest } from '../support/host-under-test.js';
import { batchOf } from '../support/property.js';
import { propertyTest } from '../support/property-test.js';
import { askAccess, mismatch } from '../support/ask.js';
import type { AccessCheck } from '../support/ask.js';
import { ADAPTERS, grantsArb, maybeMessageArb } from '../permits/arbitraries.js';
import { accessByModel, SCOPES } from './model.js';
import { hostileToolArb, toolArb } from './arbitraries.js';
import { hostileMessageArb } from '../permits/hostile.js';
import type { WireMessage } from '../permits/arbitraries.js';

const host = useHostUnderTest();
const checksArb = (tool: fc.Arbitrary<AccessCheck['tool']>) =>
  fc.record({ grants: grantsArb, checks: batchOf(fc.record({ tool, message: maybeMessageArb })) });

describe('access: agreement with the rulings', () => {
  propertyTest(
    host,
    'access',
    ['ACCESS-001', 'ACCESS-002', 'ACCESS-003', 'ACCESS-004', 'ACCESS-005', 'ACCESS-007'],
    'listed and callable agree with the model of contract-notes §3',
    checksArb(toolArb),
    async ({ grants, checks }) => {
      const got = await askAccess(host, grants, checks);
      checks.forEach((check, i) => {
        const want = accessByModel(check.tool, check.message, grants);
        if (want && (got[i]?.listed !== want.listed || got[i]?.callable !== want.callable)) {
          throw mismatch(i, { ...check, grants }, got[i], want, 'the access rulings');
        }
      });
    },
  );

  propertyTest(host, 'access', ['ACCESS-006'], 'with no message only a tool restricting nothing is admitted', checksArb(toolArb), async ({ grants, checks }) => {
    const unattended = checks.map((c) => ({ tool: c.tool, message: null }));
    const got = await askAccess(host, grants, unattended);
    unattended.forEach(({ tool }, i) => {
      const open = [tool.platforms, tool.scopes, tool.permissions].every((f) => f === undefined || (Array.isArray(f) && f.length === 0));
      if (got[i]?.callable !== open) throw mismatch(i, tool, got[i], { callable: open }, 'ACCESS-006');
    });
  });
});

describe('access: laws', () => {
  propertyTest(host, 'access', ['ACCESS-008'], 'hidden never changes callable', checksArb(toolArb), async ({ grants, checks }) => {
    const asked = checks.flatMap((c) => [
      { tool: { ...c.tool, hidden: true }, message: c.message },
      { tool: { ...c.tool, hidden: false }, message: c.message },
      { tool: (({ hidden: _h, ...rest }) => rest)(c.tool), message: c.message },
    ]);
    const got = await askAccess(host, grants, asked);
    checks.forEach((check, i) => {
      const [hidden, shown, absent] = got.slice(3 * i, 3 * i + 3);
      if (hidden?.callable !== shown?.callable || shown?.callable !== absent?.callable) {
        throw mismatch(i, check, { hidden, shown, absent }, 'one callable for all three', 'ACCESS-008');
      }
      if (hidden?.listed) throw mismatch(i, check, hidden, { listed: false }, 'ACCESS-007');
    });
  });

  propertyTest(host, 'access', ['ACCESS-009', 'ACCESS-007'], 'listed = callable and not hidden', checksArb(toolArb), async ({ grants, checks }) => {
    const got = await askAccess(host, grants, checks);
    checks.forEach((check, i) => {
      const want = (got[i]?.callable ?? false) && check.tool.hidden !== true;
      if (got[i]?.listed !== want) throw mismatch(i, check, got[i], { listed: want }, 'ACCESS-009');
    });
  });

  // Each pair: a tool restricted by a field, and the same restriction written as a permit.
  const pairArb = fc.oneof(
    fc.constantFrom(...SCOPES).map((t) => [{ scopes: [t] }, { permissions: [`${t}()`] }] as const),
    fc.constantFrom(...ADAPTERS.map(String)).map((a) => [{ platforms: [a] }, { permissions: [`adapter(${a})`] }] as const),
  );
  propertyTest(
    host,
    'access',
    ['ACCESS-010'],
    'scopes [t] ≡ permit t() and platforms [a] ≡ permit adapter(a) on every message',
    fc.record({ grants: grantsArb, laws: batchOf(fc.tuple(pairArb, maybeMessageArb)) }),
    async ({ grants, laws }) => {
      const asked = laws.flatMap(([[field, permit], message]) => [{ tool: field, message }, { tool: permit, message }]);
      const got = await askAccess(host, grants, asked);
      laws.forEach((law, i) => {
        const [a, b] = [got[2 * i], got[2 * i + 1]];
        if (a?.callable !== b?.callable) throw mismatch(i, law, [a, b], 'the same verdict', 'one normalisation (ACCESS-010)');
      });
    },
  );

  propertyTest(host, 'access', ['ACCESS-011'], 'hostile field values are answered, never errored, and denied when malformed', checksArb(hostileToolArb), async ({ grants, checks }) => {
    const got = await askAccess(host, grants, checks); // any {error} or non-boolean fails here
    checks.forEach((check, i) => {
      const answer = got[i];
      if (answer?.listed && !answer.callable) throw mismatch(i, check, answer, 'listed ⇒ callable', 'ACCESS-009');
      const want = accessByModel(check.tool, check.message, grants);
      if (want && (answer?.listed !== want.listed || answer.callable !== want.callable)) {
        throw mismatch(i, { ...check, grants }, answer, want, 'fail-closed access (ACCESS-011)');
      }
    });
  });

  const oddArb = fc.tuple(fc.oneof(toolArb, hostileToolArb), hostileMessageArb);
  propertyTest(host, 'access', ['ACCESS-011', 'ACCESS-009'], 'hostile messages are answered, never errored; a tool restricting nothing is admitted', batchOf(oddArb), async (pairs) => {
    const checks = pairs.flatMap(([tool, message]) => [
      { tool, message: message as WireMessage },
      { tool: {}, message: message as WireMessage },
    ]);
    const got = await askAccess(host, {}, checks); // any {error} or non-boolean fails here
    got.forEach((answer, i) => {
      if (answer.listed && !answer.callable) throw mismatch(i, checks[i], answer, 'listed ⇒ callable', 'ACCESS-009');
      if (i % 2 === 1 && !(answer.listed && answer.callable)) throw mismatch(i, checks[i], answer, { listed: true, callable: true }, 'an unrestricted tool (ACCESS-011)');
    });
  });
});
