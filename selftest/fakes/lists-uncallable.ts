// A fake access host for the fuzz campaign's own tests: the reference, except that a tool it may not
// call is still listed when it is not hidden (breaks ACCESS-009: a listed tool is always callable; the
// callable answer stays right). Wraps the reference's answers; no rule inside it is changed.
import referenceHost from '../../reference-impl/host.js';
import type { Case, InProcessHost, RunAnswer } from '../../host/protocol.js';

const host: InProcessHost = {
  hello: () => referenceHost.hello(),
  async run(testCase: Case): Promise<RunAnswer> {
    const answer = await referenceHost.run(testCase);
    if (testCase.area !== 'access' || !('results' in answer)) return answer;
    return {
      results: answer.results.map((result, i) => {
        const tool = testCase.steps[i]?.tool as { hidden?: unknown } | undefined;
        return result.callable === false && tool?.hidden !== true ? { ...result, listed: true } : result;
      }),
    };
  },
};

export default host;
