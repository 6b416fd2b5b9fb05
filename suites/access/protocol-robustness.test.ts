// Area access under input that breaks its published schemas (spec/protocol.md §6): each test is charged
// to the protocol requirement that states what a host does with such input, never to a contract rule.
// Any step-error code conforms; good steps are compared with the host's own answers to them.
import { describe, test } from 'vitest';
import { useHostUnderTest } from '../support/host-under-test.js';
import { req } from '../support/title.js';
import type { Step } from '../../host/protocol.js';
import { cut, expectStepErrors, expectUnaffected, expectWellShaped, interleaved } from '../permits/protocol-checks.js';
import { BAD_SETUPS, GROUP_MESSAGE } from '../permits/protocol-input.js';
import { BAD_ACCESS_STEPS, GOOD_ACCESS_STEPS, UNKNOWN_ACCESS_OPS } from './protocol-input.js';

const host = useHostUnderTest();
const GRANTS = { platformGrants: { qq: { u1: ['admin'] } } };

describe('access: input that breaks the schemas', () => {
  test(req(['PROTOCOL-003'], 'an op area access does not have answers a step error, and the other steps are answered as without it'), async (ctx) => {
    if (!host.claims('access')) ctx.skip('host does not implement area access');
    const unknown = UNKNOWN_ACCESS_OPS.map((op): Step => ({ op, tool: {}, message: GROUP_MESSAGE }));
    const { alone, withBad, badResults } = await interleaved(host, 'access', GRANTS, unknown, GOOD_ACCESS_STEPS);
    expectStepErrors('PROTOCOL-003', unknown, badResults);
    expectUnaffected('PROTOCOL-003', GOOD_ACCESS_STEPS, alone, withBad);
  });

  test(req(['PROTOCOL-005'], 'steps that break the access schema are answered with a result or a step error each, and the next case is unaffected'), async (ctx) => {
    if (!host.claims('access')) ctx.skip('host does not implement area access');
    const before = await host.results(host.checks('access', GRANTS, [...GOOD_ACCESS_STEPS]));
    const results = await host.results(host.checks('access', GRANTS, [...BAD_ACCESS_STEPS]));
    expectWellShaped('PROTOCOL-005', 'access', BAD_ACCESS_STEPS, results);
    const after = await host.results(host.checks('access', GRANTS, [...GOOD_ACCESS_STEPS]));
    expectUnaffected('PROTOCOL-005', GOOD_ACCESS_STEPS, before, after);
  });

  test(req(['PROTOCOL-004'], 'a step that breaks the access schema answers a step error and changes nothing for the other steps'), async (ctx) => {
    if (!host.claims('access')) ctx.skip('host does not implement area access');
    const { alone, withBad, badResults } = await interleaved(host, 'access', GRANTS, BAD_ACCESS_STEPS, GOOD_ACCESS_STEPS);
    expectStepErrors('PROTOCOL-004', BAD_ACCESS_STEPS, badResults);
    expectUnaffected('PROTOCOL-004', GOOD_ACCESS_STEPS, alone, withBad);
  });

  test(req(['PROTOCOL-005'], 'a setup that breaks the setup schema is answered with a result or a step error per step, and the next case is unaffected'), async (ctx) => {
    if (!host.claims('access')) ctx.skip('host does not implement area access');
    const before = await host.results(host.checks('access', GRANTS, [...GOOD_ACCESS_STEPS]));
    for (const setup of BAD_SETUPS) {
      const results = await host.results(host.checks('access', setup, [...GOOD_ACCESS_STEPS]));
      expectWellShaped('PROTOCOL-005', 'access', GOOD_ACCESS_STEPS, results, `setup ${cut(setup)}: `);
    }
    const after = await host.results(host.checks('access', GRANTS, [...GOOD_ACCESS_STEPS]));
    expectUnaffected('PROTOCOL-005', GOOD_ACCESS_STEPS, before, after);
  });

  test(req(['PROTOCOL-006'], 'a setup that breaks the setup schema answers every step with a step error'), async (ctx) => {
    if (!host.claims('access')) ctx.skip('host does not implement area access');
    for (const setup of BAD_SETUPS) {
      const results = await host.results(host.checks('access', setup, [...GOOD_ACCESS_STEPS]));
      expectStepErrors('PROTOCOL-006', GOOD_ACCESS_STEPS, results, `setup ${cut(setup)}: `);
    }
  });
});
