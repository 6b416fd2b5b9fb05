// A fake turns host for the fuzz campaign's own tests: the reference, except that `abort` is answered
// `{}` and otherwise ignored, so calls after it still ask and run (breaks TURN-015). It sends the
// reference the case without its abort steps. Wraps the reference's answers; no rule inside it is changed.
import referenceHost from '../../reference-impl/host.js';
import type { Case, InProcessHost, RunAnswer } from '../../host/protocol.js';

const host: InProcessHost = {
  hello: () => referenceHost.hello(),
  async run(testCase: Case): Promise<RunAnswer> {
    if (testCase.area !== 'turns') return referenceHost.run(testCase);
    const kept = testCase.steps.flatMap((step, i) => (step.op === 'abort' ? [] : [i]));
    const answer = await referenceHost.run({ ...testCase, steps: kept.map((i) => testCase.steps[i]!) });
    if (!('results' in answer)) return answer;
    const results = testCase.steps.map(() => ({}));
    kept.forEach((i, k) => {
      results[i] = answer.results[k]!;
    });
    return { results };
  },
};

export default host;
