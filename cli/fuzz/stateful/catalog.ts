// `capkit fuzz catalog`: random catalog stories (suites/catalog/story.ts: turn starts over two sessions,
// sub-agents, load_tool, use, endTurn, listings, session snapshots, reloads, stale handles) sent as ONE
// case to the host and to the reference. The catalog model says what each step answers; the requirement
// of the first step the host gets wrong is the one whose breaking reproduces the host's answers
// (suites/catalog/model-replay.ts), so an eviction bug and an isolation bug fall into two classes.
import type { Case } from '../../../host/protocol.js';
import type { ModelConfig } from '../../../suites/catalog/model.js';
import { explain, meets, replay } from '../../../suites/catalog/model-replay.js';
import { play, setupOf, storyArb, type Story } from '../../../suites/catalog/story.js';
import { type FuzzSubject } from '../subject.js';
import { firstFinding, prefixOf } from './first-difference.js';

function configOf(testCase: Case): ModelConfig {
  const deferred = (testCase.setup as { config: { deferredTools: ModelConfig } }).config.deferredTools;
  return deferred.alwaysLoadedTools === undefined
    ? { maxLoadedPerSession: deferred.maxLoadedPerSession }
    : { maxLoadedPerSession: deferred.maxLoadedPerSession, alwaysLoadedTools: deferred.alwaysLoadedTools };
}

export const catalogSubject: FuzzSubject<Story> = {
  area: 'catalog',
  arbitrary: storyArb,
  caseOf: (story, id): Case => ({ id, area: 'catalog', setup: setupOf(story), steps: play(story) }),
  findings(_input, testCase, host, reference) {
    const config = configOf(testCase);
    const answers = replay(testCase.steps, config);
    const verdicts = answers.map((a, i) => ({
      meets: meets(a.want, host[i]),
      requirement: () => explain(testCase.steps, config, host, i, answers),
    }));
    const found = firstFinding(host, reference, verdicts);
    if (found === undefined) return [];
    // The requirement names the broken rule; the shape only tells a wrong answer from a wrong error.
    return [{ ...found, shape: 'error' in answers[found.step]!.want ? 'error expected' : 'answer expected' }];
  },
  fixtureSteps: (_c, f) => prefixOf(f.step),
};
