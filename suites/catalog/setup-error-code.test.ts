// PROTOCOL-006 answers a case whose setup breaks the setup schema with a step error on every step, and a
// step error is `{"error":{"code","message"}}` with a kebab-case code (spec/protocol.md §6): any code,
// but one of that form. A setup with a field the catalog setup does not have is such a setup.
import { describe } from 'vitest';
import type { Step } from '../../host/protocol.js';
import { ruleFailure } from '../support/decided-by.js';
import { stepError, useHostUnderTest } from '../support/host-under-test.js';
import { QQ, catalogTest, runCatalogAsIs, where } from './wire.js';

const host = useHostUnderTest();
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

describe('catalog: the step errors of a setup that breaks the setup schema', () => {
  const SETUPS: Record<string, unknown>[] = [{ extra: true }, { config: {}, platform: 'qq' }, { config: 3 }];
  const steps: Step[] = [{ op: 'startTurn', session: 's1', message: QQ }, { op: 'session', session: 's1' }];

  for (const setup of SETUPS) {
    catalogTest(host, ['PROTOCOL-006'], `setup ${JSON.stringify(setup)}: every step answers a step error with a kebab-case code`, async () => {
      const results = await runCatalogAsIs(host, setup, steps);
      steps.forEach((step, i) => {
        const error = stepError(results[i] ?? {});
        if (error === undefined) throw ruleFailure('PROTOCOL-006', `${where(i, step)} answered ${JSON.stringify(results[i])}: a case whose setup breaks the setup schema should answer a step error`);
        if (!KEBAB.test(error.code)) throw ruleFailure('PROTOCOL-006', `${where(i, step)} answered the code ${JSON.stringify(error.code)}: a step error's code is kebab-case (${KEBAB.source})`);
      });
    });
  }
});
