// Area permits under input that breaks its published schemas (spec/protocol.md §6): each test is charged
// to the protocol requirement that states what a host does with such input, never to a contract rule.
// Any step-error code conforms; good steps are compared with the host's own answers to them.
import { describe, test } from 'vitest';
import { useHostUnderTest } from '../support/host-under-test.js';
import { req } from '../support/title.js';
import { cut, expectStepErrors, expectUnaffected, expectWellShaped, interleaved } from './protocol-checks.js';
import { BAD_PERMITS_STEPS, BAD_SETUPS, GOOD_PERMITS_STEPS, GROUP_MESSAGE, UNKNOWN_OPS } from './protocol-input.js';
import type { Step } from '../../host/protocol.js';

const host = useHostUnderTest();
const GRANTS = { platformGrants: { qq: { u1: ['admin'] } } };

describe('permits: input that breaks the schemas', () => {
  test(req(['PROTOCOL-003'], 'an op area permits does not have answers a step error, and the other steps are answered as without it'), async (ctx) => {
    if (!host.claims('permits')) ctx.skip('host does not implement area permits');
    const unknown = UNKNOWN_OPS.map((op): Step => ({ op, permits: [], permit: 'adapter(qq)', message: GROUP_MESSAGE }));
    const { alone, withBad, badResults } = await interleaved(host, 'permits', GRANTS, unknown, GOOD_PERMITS_STEPS);
    expectStepErrors('PROTOCOL-003', unknown, badResults);
    expectUnaffected('PROTOCOL-003', GOOD_PERMITS_STEPS, alone, withBad);
  });

  test(req(['PROTOCOL-005'], 'steps that break the permit and lint schemas are answered with a result or a step error each, and the next case is unaffected'), async (ctx) => {
    if (!host.claims('permits')) ctx.skip('host does not implement area permits');
    const before = await host.results(host.checks('permits', GRANTS, [...GOOD_PERMITS_STEPS]));
    const results = await host.results(host.checks('permits', GRANTS, [...BAD_PERMITS_STEPS]));
    expectWellShaped('PROTOCOL-005', 'permits', BAD_PERMITS_STEPS, results);
    const after = await host.results(host.checks('permits', GRANTS, [...GOOD_PERMITS_STEPS]));
    expectUnaffected('PROTOCOL-005', GOOD_PERMITS_STEPS, before, after);
  });

  test(req(['PROTOCOL-004'], 'a step that breaks the permit or lint schema answers a step error and changes nothing for the other steps'), async (ctx) => {
    if (!host.claims('permits')) ctx.skip('host does not implement area permits');
    const { alone, withBad, badResults } = await interleaved(host, 'permits', GRANTS, BAD_PERMITS_STEPS, GOOD_PERMITS_STEPS);
    expectStepErrors('PROTOCOL-004', BAD_PERMITS_STEPS, badResults);
    expectUnaffected('PROTOCOL-004', GOOD_PERMITS_STEPS, alone, withBad);
  });

  test(req(['PROTOCOL-005'], 'a setup that breaks the setup schema is answered with a result or a step error per step, and the next case is unaffected'), async (ctx) => {
    if (!host.claims('permits')) ctx.skip('host does not implement area permits');
    const before = await host.results(host.checks('permits', GRANTS, [...GOOD_PERMITS_STEPS]));
    for (const setup of BAD_SETUPS) {
      const results = await host.results(host.checks('permits', setup, [...GOOD_PERMITS_STEPS]));
      expectWellShaped('PROTOCOL-005', 'permits', GOOD_PERMITS_STEPS, results, `setup ${cut(setup)}: `);
    }
    const after = await host.results(host.checks('permits', GRANTS, [...GOOD_PERMITS_STEPS]));
    expectUnaffected('PROTOCOL-005', GOOD_PERMITS_STEPS, before, after);
  });

  test(req(['PROTOCOL-006'], 'a setup that breaks the setup schema answers every step with a step error'), async (ctx) => {
    if (!host.claims('permits')) ctx.skip('host does not implement area permits');
    for (const setup of BAD_SETUPS) {
      const results = await host.results(host.checks('permits', setup, [...GOOD_PERMITS_STEPS]));
      expectStepErrors('PROTOCOL-006', GOOD_PERMITS_STEPS, results, `setup ${cut(setup)}: `);
    }
  });
});
