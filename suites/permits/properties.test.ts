// Conformance properties of the permits area: agreement with the model of spec/permits.md, and laws
// that hold for any correct host whatever the model says. Each generated value is one batched case.
// Every wrong verdict is charged to the rule that decided it: the model names it (./model.ts).
import { describe } from 'vitest';
import fc from 'fast-check';
import { useHostUnderTest } from '../support/host-under-test.js';
import { batchOf } from '../support/property.js';
import { propertyTest } from '../support/property-test.js';
import { askLint, askPermits } from '../support/ask.js';
import type { PermitCheck } from '../support/ask.js';
import { focusedPermitListArb, grantsArb, itemsFor, maybeMessageArb, messageArb, nearMissPermitArb, permitArb, permitListArb, wellFormedPermitArb } from './arbitraries.js';
import type { WireMessage } from './arbitraries.js';
import { decidePermit, decidePermitList, isWellFormed, parsePermit } from './model.js';
import type { Kind, PlatformGrants } from './model.js';
import { Blame } from './blame.js';
import { chargeWrongPermitList } from './charge-by-host.js';
import { LIST_RULE, listReadAsOr } from './fail-closed-in-list.js';
import { lintRepeatsEvaluation } from './lint-by-evaluation.js';
import { FREEDOM_RULES } from './readings.js';
import { wrongVerdict } from './charge.js';
import { FAILS_OPEN_RULE, failsOpen } from './fails-open.js';
import { hostileGrantsArb, hostileMessageArb, permitPartsArb, permitText, renamedGrants, renamedMessage, renamedPermit } from './hostile.js';

const host = useHostUnderTest();
const checkArb: fc.Arbitrary<PermitCheck> = fc.record({ permits: focusedPermitListArb, message: maybeMessageArb });
const casesArb = fc.record({ grants: grantsArb, checks: batchOf(checkArb) });

// Every rule the model can name as deciding a verdict; PERMIT-018 first: a check the host cannot answer
// (an error, a timeout, a crash) is a failure of evaluation itself.
const DECIDING = ['PERMIT-018', 'PERMIT-001', 'PERMIT-002', 'PERMIT-029', 'PERMIT-031', 'PERMIT-005', 'PERMIT-006', 'PERMIT-007', 'PERMIT-008', 'PERMIT-009', 'PERMIT-011', 'PERMIT-012', 'PERMIT-014', 'PERMIT-015', 'PERMIT-016', 'PERMIT-021', 'PERMIT-022', 'PERMIT-023', 'PERMIT-024', 'PERMIT-025', 'PERMIT-026'];

describe('permits: agreement with the rules', () => {
  const blame = new Blame();
  propertyTest(host, 'permits', DECIDING, 'permit verdicts agree with the model of spec/permits.md, each charged to the rule that decides it', casesArb, async ({ grants, checks }) => {
    // Each permit of a longer list alone first: a wrong list whose permits are all right alone is AND's fault.
    const singles = checks.flatMap((c) => (c.permits.length > 1 ? c.permits.map((p) => ({ permits: [p], message: c.message })) : []));
    const asked = [...singles, ...checks];
    const got = await askPermits(host, grants, asked);
    const decisions = asked.map((c) => decidePermitList(c.permits, c.message, grants));
    decisions.forEach((d, i) => {
      if (got[i] === d.holds) blame.acquit(d.readings);
    });
    // A verdict a reading the spec allows gives (PERMIT-027's other answer) fails no rule of this test.
    const i = decisions.findIndex((d, at) => !d.allowed.includes(got[at] as boolean));
    const d = decisions[i];
    if (d === undefined) return;
    // Its own answers tell which rule it breaks: fails open, then the misreadings (./charge-by-host.ts). Each
    // permit of a list was asked alone before it, and answered right.
    const charge = await chargeWrongPermitList(host, blame, asked[i] as PermitCheck, grants, got[i] as boolean, d, true);
    throw wrongVerdict(i, { ...asked[i], grants }, got[i], d.holds, charge.rule, d, charge.evidence);
  });

  propertyTest(host, 'permits', ['PERMIT-020'], 'lint reports valid exactly for well-formed permits', batchOf(permitArb), async (permits) => {
    const got = await askLint(host, permits);
    for (const [i, permit] of permits.entries()) {
      if (got[i] === isWellFormed(permit)) continue;
      // A lint that repeats how the host's evaluation reads the grammar is that grammar rule's (./lint-by-evaluation.ts).
      const repeats = got[i] === true ? await lintRepeatsEvaluation(host, permit) : undefined;
      // A reading the spec leaves free (a SHOULD its own tests judge) makes this lint consistent: the law
      // goes on, so a host taking that reading still gets PERMIT-020 decided by the rest of the run.
      if (repeats !== undefined && FREEDOM_RULES.has(repeats.rule)) continue;
      if (repeats !== undefined) throw wrongVerdict(i, permit, got[i], false, repeats.rule, undefined, repeats.evidence);
      throw wrongVerdict(i, permit, got[i], isWellFormed(permit), 'PERMIT-020');
    }
  });
});

/** A list with its entries shuffled and some of them repeated. */
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
  const pairArb = fc.oneof(reorderedArb.map(([a, b]) => ({ a, b, rule: 'PERMIT-006' })), itemPermutationArb.map(([a, b]) => ({ a: [a], b: [b], rule: 'PERMIT-005' })));
  propertyTest(
    host,
    'permits',
    ['PERMIT-006', 'PERMIT-005'],
    'order and repetition of list entries (AND) and of items inside a permit (OR) never change the verdict',
    fc.record({ grants: grantsArb, pairs: batchOf(fc.tuple(pairArb, maybeMessageArb)) }),
    async ({ grants, pairs }) => {
      const checks = pairs.flatMap(([{ a, b }, message]) => [{ permits: a, message }, { permits: b, message }]);
      const got = await askPermits(host, grants, checks);
      pairs.forEach((pair, i) => {
        if (got[2 * i] !== got[2 * i + 1]) throw wrongVerdict(i, pair, [got[2 * i], got[2 * i + 1]], 'equal verdicts', pair[0].rule);
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
      const rule = check.permits.length === 0 ? 'PERMIT-007' : 'PERMIT-006';
      if (whole !== singles.every(Boolean)) throw wrongVerdict(i, check, { whole, singles }, 'whole = AND of singles', rule);
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
      if (both !== (left || right)) throw wrongVerdict(i, law, { both, left, right }, 'both = left OR right', 'PERMIT-005');
    });
  });

  const RANKED = ['user', 'trusted', 'master'];
  const raiseArb = fc.tuple(permitListArb, messageArb, senderRoleArb(), fc.constantFrom(...RANKED));
  // Raising a user to trusted may take role(user) away where a host reads it as the user role only (PERMIT-027's
  // freedom); with the rank PERMIT-027 recommends it never does.
  propertyTest(host, 'permits', ['PERMIT-027'], "raising the sender's role never turns allowed into denied", fc.record({ grants: grantsArb, laws: batchOf(raiseArb) }), async ({ grants, laws }) => {
    const withRole = (m: WireMessage, id: string | number, role: string | undefined): WireMessage => ({ ...m, $sender: role === undefined ? { id } : { id, role } });
    const checks = laws.flatMap(([permits, message, [id, low], high]) => {
      const rankLow = Math.max(0, RANKED.indexOf(low ?? 'user'));
      const raised = RANKED[Math.max(rankLow, RANKED.indexOf(high))];
      return [{ permits, message: withRole(message, id, low) }, { permits, message: withRole(message, id, raised) }];
    });
    const got = await askPermits(host, grants, checks);
    laws.forEach((_law, i) => {
      if (got[2 * i] && !got[2 * i + 1]) throw wrongVerdict(i, [checks[2 * i], checks[2 * i + 1]], [true, false], 'allowed after raising', 'PERMIT-027');
    });
  });

  // Malformed under every reading the spec allows: a permit malformed only by an empty item among others
  // (PERMIT-028), a "(" inside (PERMIT-032) or because U+00A0 and the like are not trimmed (PERMIT-030), SHOULDs, is one a
  // host may read as well-formed, so it is no input of this MUST.
  const malformedArb = nearMissPermitArb.filter((p) => {
    const parsed = parsePermit(p);
    return !parsed.ok && parsed.rule !== 'PERMIT-028' && parsed.rule !== 'PERMIT-032' && !parsePermit(p, (text) => text.trim()).ok;
  });
  const failClosedArb = fc.tuple(malformedArb, permitListArb, fc.nat(), maybeMessageArb);
  propertyTest(host, 'permits', ['PERMIT-017'], 'a malformed permit denies, alone and anywhere in a list', fc.record({ grants: grantsArb, laws: batchOf(failClosedArb) }), async ({ grants, laws }) => {
    const checks = laws.flatMap(([bad, others, at, message]) => {
      const list = [...others];
      list.splice(at % (others.length + 1), 0, bad);
      return [{ permits: [bad], message }, { permits: list, message }];
    });
    const got = await askPermits(host, grants, checks);
    const i = got.findIndex((allowed) => allowed);
    if (i === -1) return;
    const check = checks[i] as PermitCheck;
    // Alone, the rule that makes it malformed decides, unless the host's own answers show it fails open
    // (./fails-open.ts); in a list (when alone it denied), fail-closed does.
    const open = i % 2 === 0 ? await failsOpen(host, { ...check, grants }, true, false) : undefined;
    if (open !== undefined) throw wrongVerdict(i, check, true, false, FAILS_OPEN_RULE, undefined, open);
    // In a list, the host's reading of the list may be what decided it (./fail-closed-in-list.ts).
    const asOr = i % 2 === 1 ? await listReadAsOr(host, check, grants) : undefined;
    if (asOr !== undefined) throw wrongVerdict(i, check, true, false, LIST_RULE, undefined, asOr);
    throw wrongVerdict(i, check, true, false, i % 2 === 0 ? decidePermit(check.permits[0], check.message).rule : 'PERMIT-017');
  });

  propertyTest(host, 'permits', ['PERMIT-024', 'PERMIT-007'], 'with no message every permit is false and only the empty list allows', fc.record({ grants: grantsArb, lists: batchOf(permitListArb) }), async ({ grants, lists }) => {
    const checks = lists.map((permits) => ({ permits, message: null }));
    const got = await askPermits(host, grants, checks);
    const decisions = checks.map((check) => decidePermitList(check.permits, null, grants));
    const i = decisions.findIndex((d, at) => got[at] !== d.holds);
    if (i === -1) return;
    const [check, d] = [checks[i] as PermitCheck, decisions[i]!];
    const open = await failsOpen(host, { ...check, grants }, got[i] as boolean, d.holds);
    if (open !== undefined) throw wrongVerdict(i, check, got[i], d.holds, FAILS_OPEN_RULE, undefined, open);
    throw wrongVerdict(i, check, got[i], d.holds, d.rule);
  });
});

describe('permits: names that trip naive lookups', () => {
  const hostileArb = fc.tuple(fc.array(permitPartsArb, { maxLength: 2 }), hostileMessageArb);
  propertyTest(
    host,
    'permits',
    ['PERMIT-018'],
    'names of Object.prototype members are ordinary values: each verdict equals that of the same case with the names renamed',
    fc.record({ grants: hostileGrantsArb, laws: batchOf(hostileArb) }),
    async ({ grants, laws }) => {
      const hostile = laws.map(([parts, message]) => ({ permits: parts.map(permitText), message }));
      const plain = laws.map(([parts, message]) => ({ permits: parts.map(renamedPermit), message: renamedMessage(message) }));
      const [got, twin] = [await askPermits(host, grants, hostile), await askPermits(host, renamedGrants(grants), plain)];
      // Renaming changes no verdict, so the two answers must be equal; whether both are right is for the
      // agreement property to say.
      hostile.forEach((check, i) => {
        if (got[i] !== twin[i]) throw wrongVerdict(i, { hostile: { ...check, grants }, plain: plain[i] }, { hostile: got[i], plain: twin[i] }, 'the same verdict', 'PERMIT-018');
      });
    },
  );
});

/** [sender id, role as sent]: a role of the vocabulary or none (odd roles rank as user, PERMIT-022: the agreement checks them). */
function senderRoleArb(): fc.Arbitrary<[string | number, string | undefined]> {
  return fc.tuple(fc.constantFrom<string | number>('u1', 10001, 'u2'), fc.constantFrom('master', 'trusted', 'user', undefined));
}
