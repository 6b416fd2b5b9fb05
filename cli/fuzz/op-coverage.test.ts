// Every op of an area reaches the host in its campaign: a campaign that never sends an op cannot find a
// host that gets it wrong (a catalog campaign without `discover` let a host answering discoverTopK + 1
// entries "agree"). The ops are the published schemas' (spec/schemas/areas/<area>.steps.schema.json), so
// an op added to the protocol fails this test until its campaign sends it.
import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { schemaRegistry } from '../../host/schema-registry.js';
import { FUZZ_SUBJECTS } from './subjects.js';

/**
 * Ops a campaign does not send yet, each with why: an entry here is a hole the lead must know of, and it
 * goes stale (this test fails) the moment the campaign sends the op.
 */
const NOT_SENT_YET: Record<string, Record<string, string>> = {};

describe('capkit fuzz sends every op of its area', () => {
  for (const [area, subject] of Object.entries(FUZZ_SUBJECTS)) {
    test(`${area}: 200 generated cases send every op of the area's schema`, () => {
      const ops = [...(schemaRegistry().area(area)?.ops.keys() ?? [])];
      expect(ops.length).toBeGreaterThan(0);
      const sent = new Set<string>();
      fc.sample(subject.arbitrary, { numRuns: 200, seed: 1 }).forEach((input, i) => {
        for (const step of subject.caseOf(input, `fuzz/${area}-${i}`).steps) sent.add(step.op);
      });
      const gaps = NOT_SENT_YET[area] ?? {};
      expect(ops.filter((op) => !sent.has(op) && gaps[op] === undefined)).toEqual([]);
      expect(Object.keys(gaps).filter((op) => sent.has(op)), 'ops listed as not sent yet that the campaign now sends').toEqual([]);
      // And nothing the area does not have.
      expect([...sent].filter((op) => !ops.includes(op))).toEqual([]);
    });
  }
});
