// A host answering every case as the reference does, but adding a field the published result schema
// forbids (`reason`) to every denied `permit` result. What it means is right; its shape is not.
import reference from '../../reference-impl/host.js';
import type { Case } from '../../host/protocol.js';

export default {
  hello: () => reference.hello(),
  run: async (testCase: Case) => {
    const answer = await reference.run(testCase);
    if (!('results' in answer) || testCase.area !== 'permits') return answer;
    const results = answer.results.map((r, i) => (testCase.steps[i]?.op === 'permit' && r.allowed === false ? { ...r, reason: 'no permit matched' } : r));
    return { ...answer, results };
  },
};
