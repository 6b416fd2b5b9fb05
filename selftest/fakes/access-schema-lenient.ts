// A fake access host for the fuzz campaign's own tests: the reference, except that a step whose tool
// breaks the access schema (`{"platforms":0}`) is answered as a tool nobody may call instead of with a
// step error. That deviates from the SHOULD PROTOCOL-004 and breaks no MUST: the host answered, with a
// result of the op, so PROTOCOL-005 holds. Wraps the reference's answers; no rule inside it is changed.
import referenceHost from '../../reference-impl/host.js';
import { schemaRegistry } from '../../host/schema-registry.js';
import type { Case, InProcessHost, RunAnswer } from '../../host/protocol.js';

const validStep = schemaRegistry().area('access')!.ops.get('access')!.step;

const host: InProcessHost = {
  hello: () => referenceHost.hello(),
  async run(testCase: Case): Promise<RunAnswer> {
    const answer = await referenceHost.run(testCase);
    if (testCase.area !== 'access' || !('results' in answer)) return answer;
    return { results: answer.results.map((result, i) => (testCase.steps[i]?.op === 'access' && validStep(testCase.steps[i]) !== true ? { listed: false, callable: false } : result)) };
  },
};

export default host;
