// `capkit fuzz catalog`: random catalog stories (suites/catalog/story.ts: turn starts over two sessions,
// sub-agents, load_tool, use, endTurn, listings, session snapshots, reloads, stale handles) sent as ONE
// case to the host and to the reference. The catalog model says what each step answers; the requirement
// of the first step the host gets wrong is the one whose breaking reproduces the host's answers
// (suites/catalog/model-replay.ts), so an eviction bug and an isolation bug fall into two classes.
import type { Case, Step, StepResult } from '../../../host/protocol.js';
import { DEVIATIONS } from '../../../suites/catalog/model.js';
import type { Deviation, ModelConfig } from '../../../suites/catalog/model.js';
import { explain, meets, replay, type ModelAnswer } from '../../../suites/catalog/model-replay.js';
import { play, setupOf, storyArb, type Story } from '../../../suites/catalog/story.js';
import { type FuzzSubject } from '../subject.js';
import { stepFields } from '../input-shape.js';
import { firstFinding, prefixOf } from './first-difference.js';

function configOf(testCase: Case): ModelConfig {
  const deferred = (testCase.setup as { config: { deferredTools: ModelConfig } }).config.deferredTools;
  return {
    maxLoadedPerSession: deferred.maxLoadedPerSession,
    ...(deferred.alwaysLoadedTools === undefined ? {} : { alwaysLoadedTools: deferred.alwaysLoadedTools }),
    ...(deferred.discoverTopK === undefined ? {} : { discoverTopK: deferred.discoverTopK }),
  };
}

const RULES = Object.entries(DEVIATIONS) as [Deviation, string][];

function reproduces(steps: readonly Step[], config: ModelConfig, host: readonly StepResult[], at: number, broken: readonly Deviation[]): boolean {
  try {
    return replay(steps.slice(0, at + 1), config, broken).every((a, j) => meets(a.want, host[j]));
  } catch {
    return false;
  }
}

/**
 * The requirement of the first wrong step: the one rule whose breaking reproduces the host's answers
 * (suites/catalog/model-replay.ts); failing that, two rules broken together (a host with two bugs whose
 * effects meet in one case): the one that decides this step, else the first of the two. So the meeting
 * of two bugs is charged to one of them, not to a third rule neither broke.
 */
function requirementAt(steps: readonly Step[], config: ModelConfig, host: readonly StepResult[], at: number, answers: readonly ModelAnswer[]): string {
  const single = RULES.find(([d]) => reproduces(steps, config, host, at, [d]));
  if (single !== undefined) return single[1];
  const decided = answers[at]!.decide(host[at], host, at);
  for (let i = 0; i < RULES.length; i++) {
    for (let j = i + 1; j < RULES.length; j++) {
      const pair = [RULES[i]!, RULES[j]!];
      if (!reproduces(steps, config, host, at, pair.map(([d]) => d))) continue;
      return pair.find(([, rule]) => rule === decided)?.[1] ?? pair[0]![1];
    }
  }
  return explain(steps, config, host, at, answers);
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
      requirement: () => requirementAt(testCase.steps, config, host, i, answers),
    }));
    const found = firstFinding(host, reference, verdicts);
    if (found === undefined) return [];
    // The requirement names the broken rule; the shape only tells a wrong answer from a wrong error.
    return [{ ...found, shape: 'error' in answers[found.step]!.want ? 'error expected' : 'answer expected', detail: stepFields(testCase.steps[found.step]) }];
  },
  fixtureSteps: (_c, f) => prefixOf(f.step),
};
