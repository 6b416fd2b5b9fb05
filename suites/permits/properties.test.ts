// Conformance properties of the permits area: agreement with the rulings' model, and metamorphic laws
// that hold for any correct host whatever the model says. Each generated value is one batched case.
import { describe } from 'vitest';
import fc from 'fast-check';
import { useHostUnderTest } from '../support/host-under-test.js';
import { batchOf } from '../support/property.js';
import { propertyTest } from '../support/property-test.js';
import { askLint, askPermits, mismatch } from '../support/ask.js';
import type { PermitCheck } from '../support/ask.js';
import { focusedPermitListArb, grantsArb, itemsFor, maybeMessageArb, messageArb, nearMissPermitArb, permitArb, permitListArb, SENDER_ROLES } from './arbitraries.js';
import type { WireMessage } from './arbitraries.js';
import { isWellFormed, permitsAllow } from './model.js';
import type { Kind } from './model.js';
import { hostileGrantsArb, hostileMessageArb, nonStringPermitArb } from './hostile.js';

const host = useHostUnderTest();
const checkArb: fc.Arbitrary<PermitCheck> = fc.record({ permits: focusedPermitListArb, message: maybeMessageArb });
const casesArb = fc.record({ grants: grantsArb, checks: batchOf(checkArb) });

describe('permits: agreement with the rulings', () => {
  propertyTest(
    host,
    'permits',
    ['PERMIT-001', 'PERMIT-002', 'PERMIT-003', 'PERMIT-004', 'PERMIT-008', 'PERMIT-009', 'PERMIT-010', 'PERMIT-011', 'PERMIT-012', 'PERMIT-013', 'PERMIT-014', 'PERMIT-015', 'PERMIT-016', 'PERMIT-021', 'PERMIT-022', 'PERMIT-023'],
    'permit verdicts agree with the model of contract-notes §1–§2',
    casesArb,
    async ({ grants, checks }) => {
      const got = await askPermits(host, grants, checks);
      checks.forEach((check, i) => {
        const want = permitsAllow(check.permits, check.message, grants);
        if (got[i] !== want) throw mismatch(i, { ...check, grants }, got[i], want, 'the permit rulings');
      });
    },
  );

  propertyTest(host, 'permits', ['PERMIT-020', 'PERMIT-018'], 'lint reports valid exactly for well-formed permits', batchOf(permitArb), async (permits) => {
    const got = await askLint(host, permits);
    permits.forEach((permit, i) => {
      if (got[i] !== isWellFormed(permit)) throw mismatch(i, permit, got[i], isWellFormed(permit), 'well-formedness');
    });
  });
});

/** A list with its items shuffled and some of them repeated. */
const reorderedArb = permitListArb.chain((permits) =>
  fc.tuple(
    fc.constant(permits),
    fc.tuple(fc.shuffledSubarray(permits, { minLength: permits.length }), fc.subarray(permits)).map(([a, b]) => [...a, ...b]),
  ),
);

/** kind(A) where A's items can be shuffled and repeated without changing the verdict. */
const ITEM_KINDS: readonly Kind[] = ['adapter', 'group', 'private', 'channel', 'user', 'role'];
const itemPermutationArb = fc.constantFrom(...ITEM_KINDS).chain((kind) =>
  itemsFor(kind, 1).chain((items) =>
    fc.tuple(
      fc.constant(`${kind}(${items.join(',')})`),
      fc.tuple(fc.shuffledSubarray(items, { minLength: items.length }), fc.subarray(items)).map(([a, b]) => `${kind}(${[...a, ...b].join(',')})`),
    ),
  ),
);

describe('permits: laws', () => {
  propertyTest(
    host,
    'permits',
    ['PERMIT-006'],
    'order and duplication of list entries and of items inside a permit never change the verdict',
    fc.record({ grants: grantsArb, pairs: batchOf(fc.tuple(fc.oneof(reorderedArb, itemPermutationArb.map(([a, b]) => [[a], [b]] as [string[], string[]])), maybeMessageArb)) }),
    async ({ grants, pairs }) => {
      const checks = pairs.flatMap(([[a, b], message]) => [{ permits: a, message }, { permits: b, message }]);
      const got = await askPermits(host, grants, checks);
      pairs.forEach((pair, i) => {
        if (got[2 * i] !== got[2 * i + 1]) throw mismatch(i, pair, [got[2 * i], got[2 * i + 1]], 'equal verdicts', 'PERMIT-006');
      });
    },
  );

  propertyTest(host, 'permits', ['PERMIT-006', 'PERMIT-007'], 'a list allows exactly when each of its permits alone allows', casesArb, async ({ grants, checks }) => {
    const asked = checks.flatMap((c) => [c, ...c.permits.map((p) => ({ permits: [p], message: c.message }))]);
    const got = await askPermits(host, grants, asked);
    let at = 0;
    checks.forEach((check, i) => {
      const whole = got[at];
      const singles = got.slice(at + 1, at + 1 + check.permits.length);
      at += 1 + check.permits.length;
      if (whole !== singles.every(Boolean)) throw mismatch(i, check, { whole, singles }, 'whole = AND of singles', 'PERMIT-006/007');
    });
  });

  const orArb = fc.constantFrom(...ITEM_KINDS).chain((kind) => fc.tuple(fc.constant(kind), itemsFor(kind, 1), itemsFor(kind, 1), maybeMessageArb));
  propertyTest(host, 'permits', ['PERMIT-005'], 'kind(A,B) allows exactly when kind(A) or kind(B) allows', fc.record({ grants: grantsArb, laws: batchOf(orArb) }), async ({ grants, laws }) => {
    const checks = laws.flatMap(([kind, a, b, message]) => [
      { permits: [`${kind}(${[...a, ...b].join(',')})`], message },
      { permits: [`${kind}(${a.join(',')})`], message },
      { permits: [`${kind}(${b.join(',')})`], message },
    ]);
    const got = await askPermits(host, grants, checks);
    laws.forEach((law, i) => {
      const [both, left, right] = got.slice(3 * i, 3 * i + 3);
      if (both !== (left || right)) throw mismatch(i, law, { both, left, right }, 'both = left OR right', 'PERMIT-005');
    });
  });

  const RANKED = ['user', 'trusted', 'master'];
  const raiseArb = fc.tuple(permitListArb, messageArb, senderRoleArb(), fc.constantFrom(...RANKED));
  propertyTest(host, 'permits', ['PERMIT-013'], "raising the sender's role never turns allowed into denied", fc.record({ grants: grantsArb, laws: batchOf(raiseArb) }), async ({ grants, laws }) => {
    const withRole = (m: WireMessage, id: string | number, role: string | undefined): WireMessage => ({ ...m, $sender: role === undefined ? { id } : { id, role } });
    const checks = laws.flatMap(([permits, message, [id, low], high]) => {
      const rankLow = Math.max(0, RANKED.indexOf(low ?? 'user'));
      const raised = RANKED[Math.max(rankLow, RANKED.indexOf(high))];
      return [{ permits, message: withRole(message, id, low) }, { permits, message: withRole(message, id, raised) }];
    });
    const got = await askPermits(host, grants, checks);
    laws.forEach((_law, i) => {
      if (got[2 * i] && !got[2 * i + 1]) throw mismatch(i, [checks[2 * i], checks[2 * i + 1]], [true, false], 'allowed after raising', 'PERMIT-013');
    });
  });

  const malformedArb = nearMissPermitArb.filter((p) => !isWellFormed(p));
  const failClosedArb = fc.tuple(malformedArb, permitListArb, fc.nat(), maybeMessageArb);
  propertyTest(host, 'permits', ['PERMIT-017'], 'a malformed permit denies, alone and anywhere in a list', fc.record({ grants: grantsArb, laws: batchOf(failClosedArb) }), async ({ grants, laws }) => {
    const checks = laws.flatMap(([bad, others, at, message]) => {
      const list = [...others];
      list.splice(at % (others.length + 1), 0, bad);
      return [{ permits: [bad], message }, { permits: list, message }];
    });
    const got = await askPermits(host, grants, checks);
    got.forEach((allowed, i) => {
      if (allowed) throw mismatch(i, checks[i], allowed, false, 'fail-closed (PERMIT-017)');
    });
  });

  propertyTest(host, 'permits', ['PERMIT-024', 'PERMIT-007'], 'with no message every permit is false and only the empty list allows', fc.record({ grants: grantsArb, lists: batchOf(permitListArb) }), async ({ grants, lists }) => {
    const checks = lists.map((permits) => ({ permits, message: null }));
    const got = await askPermits(host, grants, checks);
    checks.forEach((check, i) => {
      if (got[i] !== (check.permits.length === 0)) throw mismatch(i, check, got[i], check.permits.length === 0, 'PERMIT-024');
    });
  });
});

describe('permits: hostile input', () => {
  const hostileArb = fc.tuple(permitListArb, fc.option(nonStringPermitArb, { nil: undefined }), hostileMessageArb, fc.nat());
  propertyTest(
    host,
    'permits',
    ['PERMIT-018', 'PERMIT-017', 'PERMIT-007'],
    'hostile messages and non-string permits are answered, never errored; non-strings deny, [] allows',
    batchOf(hostileArb),
    async (laws) => {
      const checks = laws.flatMap(([permits, odd, message, at]) => {
        const list: unknown[] = [...permits];
        if (odd !== undefined) list.splice(at % (list.length + 1), 0, odd);
        return [{ permits: list, message: message as WireMessage }, { permits: [], message: message as WireMessage }];
      });
      const got = await askPermits(host, {}, checks); // an {error} or a non-boolean fails here
      laws.forEach(([, odd], i) => {
        if (odd !== undefined && got[2 * i]) throw mismatch(i, checks[2 * i], true, false, 'fail-closed (PERMIT-017)');
        if (!got[2 * i + 1]) throw mismatch(i, checks[2 * i + 1], false, true, 'the empty list (PERMIT-007)');
      });
    },
  );

  propertyTest(host, 'permits', ['PERMIT-014', 'PERMIT-018'], 'grants of the wrong shape grant nothing', fc.record({ grants: hostileGrantsArb, messages: batchOf(messageArb) }), async ({ grants, messages }) => {
    const checks = messages.map((m) => ({ permits: ['platform(qq,admin)'], message: { ...m, $adapter: 'qq', $sender: { id: 'u1' } } }));
    const got = await askPermits(host, grants as never, checks);
    got.forEach((allowed, i) => {
      if (allowed) throw mismatch(i, { ...checks[i], grants }, true, false, 'platform grants as lists only (PERMIT-014)');
    });
  });
});

/** [sender id, role as sent] with every kind of role value, including odd and missing ones. */
function senderRoleArb(): fc.Arbitrary<[string | number, string | undefined]> {
  return fc.tuple(fc.constantFrom<string | number>('u1', 10001, 'u2'), fc.constantFrom(...SENDER_ROLES));
}
