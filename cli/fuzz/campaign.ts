// A fuzz campaign: generated cases go to the host under test and to the reference until the --runs or
// --time budget ends; a disagreement does not stop it. Each disagreement falls into a class (the
// requirement the model names + the shape of the input at that step); the first one of a class is shrunk
// at once, keeping its class (so the shrunk input has the class's shape). Later ones count, and one of a
// finer shape the class has not shown yet (the message form, the kinds, the fields: ./input-shape.ts) is
// shrunk too, keeping class and shape, up to MAX_EXAMPLES per class: one cause filling a class does not
// hide another that lands in it.
// A host that fails to answer (crash, hang, protocol error) ends the campaign: that is no disagreement.
import fc from 'fast-check';
import type { CaseOutcome, HostConnection } from '../../host/connection.js';
import { statusOfOutcome } from '../../host/outcome-error.js';
import type { Case, StepResult } from '../../host/protocol.js';
import { classKey, type Finding, type FuzzSubject, type Probe } from './subject.js';

export interface CampaignOptions {
  seed: number;
  runs?: number;
  timeMs?: number;
  /** Replay one shrunk example (as printed for its class) instead of a campaign. */
  path?: string;
  onCase?: (phase: 'run' | 'shrink', stats: CampaignStats) => void;
  now?: () => number;
}

export interface CampaignStats {
  cases: number;
  classes: number;
  elapsedMs: number;
}

export interface Example {
  testCase: Case;
  host: StepResult[];
  reference: StepResult[];
  finding: Finding;
}

/** Shrunk examples a class keeps, each of its own finer shape. */
export const MAX_EXAMPLES = 3;

/** One shrunk example of a class, of one finer shape. */
export interface ClassExample {
  detail: string;
  /** Disagreements of this class and finer shape. */
  count: number;
  firstCase: number;
  example: Example;
  path: string;
  shrinks: number;
}

export interface FoundClass {
  key: string;
  requirement: string;
  shape: string;
  /** Disagreements of this class over the whole campaign. */
  count: number;
  /** The generated case (1-based) and the time at which the class was first seen. */
  firstCase: number;
  firstMs: number;
  /** The shrunk example and the fast-check path that replays exactly it with the campaign's seed. */
  example: Example;
  path: string;
  shrinks: number;
  /** The finer shape of `example`. */
  detail: string;
  /** Further shrunk examples of other finer shapes (at most MAX_EXAMPLES - 1), in the order first seen. */
  others: ClassExample[];
}

export interface CampaignFailure {
  status: 'CRASH' | 'TIMEOUT' | 'ERROR';
  message: string;
  testCase: Case;
  /** Cases generated up to and including this one: `--seed <seed> --runs <run>` sends them again. */
  run: number;
}

export interface CampaignOutcome {
  seed: number;
  cases: number;
  elapsedMs: number;
  interrupted: boolean;
  replaying: boolean;
  classes: FoundClass[];
  hostFailure?: CampaignFailure;
}

type Answers = { host: StepResult[]; reference: StepResult[] } | { failure: Exclude<CaseOutcome, { kind: 'ok' }> };

class HostFailed extends Error {}

async function ask(host: HostConnection, reference: HostConnection, testCase: Case): Promise<Answers> {
  const expected = await reference.run(structuredClone(testCase));
  if (expected.kind !== 'ok') throw new Error(`the reference did not answer case ${testCase.id}: ${JSON.stringify(expected)}`);
  const got = await host.run(testCase);
  return got.kind === 'ok' ? { host: got.results, reference: expected.results } : { failure: got };
}

function failureOf(outcome: Exclude<CaseOutcome, { kind: 'ok' }>, testCase: Case, run: number): CampaignFailure {
  const status = statusOfOutcome(outcome);
  const message = outcome.kind === 'skipped' ? `answered skipped in an area it claims: ${outcome.reason}` : outcome.message;
  return { status: status === 'SKIPPED' ? 'ERROR' : status, message, testCase, run };
}

export async function campaign<I>(subject: FuzzSubject<I>, host: HostConnection, reference: HostConnection, options: CampaignOptions): Promise<CampaignOutcome> {
  const now = options.now ?? Date.now;
  const started = now();
  const classes = new Map<string, FoundClass>();
  let cases = 0;
  /** Generated cases of the campaign itself (shrinking and replay not counted). */
  let run = 0;
  let hostFailure: CampaignFailure | undefined;
  const stats = (): CampaignStats => ({ cases, classes: classes.size, elapsedMs: now() - started });

  /** Sends one case; a host that did not answer ends the campaign (thrown, so fast-check stops). */
  const answer = async (input: I, id: string, phase: 'run' | 'shrink'): Promise<{ testCase: Case; host: StepResult[]; reference: StepResult[]; findings: Finding[] } | undefined> => {
    const testCase = subject.caseOf(input, id);
    if (testCase.steps.length === 0) return undefined;
    cases += 1;
    const answers = await ask(host, reference, testCase);
    options.onCase?.(phase, stats());
    if ('failure' in answers) {
      hostFailure = failureOf(answers.failure, testCase, Math.max(run, 1));
      throw new HostFailed();
    }
    const probe: Probe = async (setup, steps) => {
      const got = await host.run({ id: `${testCase.id}-probe`, area: subject.area, setup, steps });
      return got.kind === 'ok' ? got.results : undefined;
    };
    return { testCase, ...answers, findings: await subject.findings(input, testCase, answers.host, answers.reference, probe) };
  };

  /** Shrinks run `run`'s input to the smallest that still shows a disagreement of class `key` and finer shape `detail`. */
  const shrink = async (run: number, key: string, detail: string, raw: Example): Promise<Pick<FoundClass, 'example' | 'path' | 'shrinks'>> => {
    let best: Example = raw;
    const property = fc.asyncProperty(subject.arbitrary, async (input) => {
      if (hostFailure) return;
      const got = await answer(input, `fuzz/${subject.area}-shrink`, 'shrink');
      const finding = got?.findings.find((f) => classKey(f) === key && (f.detail ?? '') === detail);
      if (got === undefined || finding === undefined) return;
      best = { testCase: got.testCase, host: got.host, reference: got.reference, finding };
      throw new Error(`disagreement of class ${key}`);
    });
    // Under --time, shrinking stops with the smallest example so far when the budget ends (never before 2 s).
    const left = options.timeMs === undefined ? undefined : Math.max(2000, options.timeMs - (now() - started));
    const details = await fc.check(property, {
      seed: options.seed,
      path: String(run),
      numRuns: run + 1,
      ...(left !== undefined ? { interruptAfterTimeLimit: left, markInterruptAsFailure: false } : {}),
    });
    if (hostFailure) throw new HostFailed();
    // A host that answers the same case differently the second time: the raw example is all there is.
    if (!details.failed || details.counterexamplePath === null) return { example: raw, path: String(run), shrinks: 0 };
    return { example: best, path: details.counterexamplePath, shrinks: details.numShrinks };
  };

  const property = fc.asyncProperty(subject.arbitrary, async (input) => {
    if (hostFailure) return;
    const index = run++;
    const got = await answer(input, `fuzz/${subject.area}-${index}`, 'run');
    for (const finding of got?.findings ?? []) {
      const key = classKey(finding);
      const detail = finding.detail ?? '';
      const raw: Example = { testCase: got!.testCase, host: got!.host, reference: got!.reference, finding };
      const known = classes.get(key);
      if (known) {
        known.count += 1;
        if (known.detail === detail) continue;
        const other = known.others.find((o) => o.detail === detail);
        if (other) other.count += 1;
        else if (known.others.length < MAX_EXAMPLES - 1) known.others.push({ detail, count: 1, firstCase: index + 1, ...(await shrink(index, key, detail, raw)) });
        continue;
      }
      const firstMs = now() - started;
      const shrunk = await shrink(index, key, detail, raw);
      classes.set(key, { key, requirement: finding.requirement, shape: finding.shape, count: 1, firstCase: index + 1, firstMs, ...shrunk, detail, others: [] });
    }
  });

  const replayOne = async (): Promise<boolean> => {
    const details = await fc.check(
      fc.asyncProperty(subject.arbitrary, async (input) => {
        const got = await answer(input, `fuzz/${subject.area}-replay`, 'run');
        for (const finding of got?.findings ?? []) {
          const key = classKey(finding);
          if (!classes.has(key)) classes.set(key, { key, requirement: finding.requirement, shape: finding.shape, count: 1, firstCase: 1, firstMs: 0, example: { ...got!, finding }, path: options.path!, shrinks: 0, detail: finding.detail ?? '', others: [] });
        }
      }),
      { seed: options.seed, path: options.path!, endOnFailure: true, numRuns: 1 },
    );
    return details.interrupted;
  };

  let interrupted = false;
  try {
    if (options.path !== undefined) interrupted = await replayOne();
    else {
      const details = await fc.check(property, {
        seed: options.seed,
        numRuns: options.runs ?? (options.timeMs !== undefined ? 2 ** 30 : 1000),
        ...(options.timeMs !== undefined ? { interruptAfterTimeLimit: options.timeMs, markInterruptAsFailure: false } : {}),
        endOnFailure: true,
      });
      if (details.failed && !hostFailure) throw details.errorInstance;
      interrupted = details.interrupted;
    }
  } catch (error) {
    if (!(error instanceof HostFailed) && !hostFailure) throw error;
  }
  const outcome: CampaignOutcome = { seed: options.seed, cases, elapsedMs: now() - started, interrupted, replaying: options.path !== undefined, classes: [...classes.values()] };
  if (hostFailure) outcome.hostFailure = hostFailure;
  return outcome;
}
