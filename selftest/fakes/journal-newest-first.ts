// A turns host whose journal answers newest first (TURN-012 says "in call order"), made by reversing
// the reference's `journal` answers.
import reference from '../../reference-impl/host.js';
import type { Case } from '../../host/protocol.js';

export default {
  hello: () => reference.hello(),
  run: async (testCase: Case) => {
    const answer = await reference.run(testCase);
    if (!('results' in answer)) return answer;
    const results = answer.results.map((r, i) => {
      const entries = (r as { entries?: unknown }).entries;
      return testCase.steps[i]?.op === 'journal' && Array.isArray(entries) ? { ...r, entries: [...entries].reverse() } : r;
    });
    return { ...answer, results };
  },
};
