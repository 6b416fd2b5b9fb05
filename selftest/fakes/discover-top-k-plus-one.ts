// A fake catalog host for the fuzz campaign's own tests: the reference, except that discover answers
// up to discoverTopK + 1 entries (breaks CATALOG-007). It asks the reference the same case with the
// limit one higher and takes discover's answers from there (discover changes nothing, so every other
// step is answered alike). Wraps the reference's answers; no rule inside it is changed.
import referenceHost from '../../reference-impl/host.js';
import type { Case, InProcessHost, RunAnswer } from '../../host/protocol.js';

function withLimitOneHigher(testCase: Case): Case {
  const setup = structuredClone(testCase.setup) as { config?: { deferredTools?: { discoverTopK?: unknown } } };
  const deferred = setup.config?.deferredTools;
  if (deferred !== undefined) deferred.discoverTopK = (typeof deferred.discoverTopK === 'number' ? deferred.discoverTopK : 5) + 1;
  return { ...testCase, setup };
}

const host: InProcessHost = {
  hello: () => referenceHost.hello(),
  async run(testCase: Case): Promise<RunAnswer> {
    const answer = await referenceHost.run(structuredClone(testCase));
    if (testCase.area !== 'catalog' || !('results' in answer)) return answer;
    const wider = await referenceHost.run(withLimitOneHigher(testCase));
    if (!('results' in wider)) return answer;
    return { results: answer.results.map((result, i) => (testCase.steps[i]?.op === 'discover' ? wider.results[i]! : result)) };
  },
};

export default host;
