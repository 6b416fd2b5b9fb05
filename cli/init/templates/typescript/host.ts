// A capkit host skeleton in TypeScript: protocol 1 over stdin/stdout, Node.js 20+, no runtime dependencies.
//
// It implements no area yet: `AREAS` below is empty, so hello announces none and capkit reports
// "no verdict". Add an area by adding its ops to `AREAS` (see README.md). Until an op is there, every
// step naming it is answered with the step error `unknown-op`, which is what the protocol asks of an
// op a host does not know.
//
// Node 20 does not run .ts files by itself: compile with `npx tsc` (tsconfig.json beside this file,
// output in build/) and start `node build/host.js`, or run it with `npx tsx host.ts` (README.md).
//
// stdout carries protocol lines only: log with console.error (stderr).
import { createInterface } from 'node:readline';

const IMPLEMENTATION = { name: 'my-host', version: '0.1.0', language: 'typescript' };

/** One step of a case: `op` and the op's fields. */
export type Step = Record<string, unknown>;
/** The case's setup object. */
export type Setup = Record<string, unknown>;
export type StepError = { error: { code: string; message: string } };
/** What an op answers: its result object, or a StepError. */
export type Result = Record<string, unknown>;

/**
 * One case's own state, made fresh at each `run` and handed to every op of that case. The stateful
 * areas keep everything here: registry (the candidate, the generations, the pins), turns and catalog
 * (the sessions, the turns, the clock). A new `run` gets a new Case, so nothing leaks from one case
 * into the next, which is what the protocol asks (spec/protocol.md §2).
 */
export class Case {
  /** Yours: put the case's registry, sessions, counters here. */
  readonly state: Record<string, unknown> = {};
  constructor(
    readonly id: string,
    readonly area: string,
    /** The case's setup object, as sent. */
    readonly setup: Setup,
  ) {}
}

export type Op = (step: Step, c: Case) => Result;

/** A step that breaks its op's schema (a missing or mistyped field): answered `bad-step`. */
export class BadStep extends Error {}

type FieldType = 'string' | 'number' | 'boolean' | 'object' | 'array' | 'any';

/** The step's field `name`, or BadStep naming it when it is missing or not of `type`. */
export function field(step: Step, name: string, type: FieldType = 'any'): unknown {
  if (!Object.hasOwn(step, name)) throw new BadStep(`step has no field ${JSON.stringify(name)}`);
  const value = step[name];
  const actual = Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value;
  if (type !== 'any' && actual !== type) throw new BadStep(`field ${JSON.stringify(name)} must be ${type}, not ${actual}`);
  return value;
}

/** A step error: `code` is kebab-case (e.g. unknown-op, bad-step, or a code the contract names). */
export function stepError(code: string, message: string): StepError {
  return { error: { code, message } };
}

/**
 * An example op that uses the case's state (area registry, `pin`; docs/hosts.md). Handles are
 * numbered within a case: the k-th successful pin answers "pin-k". The count lives in the Case, so
 * the next case starts again at pin-1.
 */
export function opPin(_step: Step, c: Case): Result {
  const pins = (c.state.pins ??= []) as number[];
  const generation = (c.state.generation as number | undefined) ?? 0; // set by your `commit`
  pins.push(generation);
  return { pin: `pin-${pins.length}`, generation };
}

/**
 * The areas this host implements: area name → { op name → Op }. hello announces exactly these
 * areas, so capkit tests exactly these. Example, once written:
 *   const AREAS: Record<string, Record<string, Op>> = { registry: { stage: opStage, commit: opCommit, pin: opPin, … } };
 */
const AREAS: Record<string, Record<string, Op>> = {};

function short(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length <= 80 ? text : `${text.slice(0, 77)}...`;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One step's result. Each step is answered on its own: a bad step never stops the case. */
function runStep(area: unknown, step: unknown, c: Case, index: number): Result {
  if (!isObject(step)) return stepError('bad-step', `steps[${index}] is not an object`);
  const op = step.op;
  if (typeof op !== 'string') return stepError('bad-step', `steps[${index}] has no string "op"`);
  const ops = typeof area === 'string' && Object.hasOwn(AREAS, area) ? AREAS[area] : undefined;
  const handler = ops && Object.hasOwn(ops, op) ? ops[op] : undefined;
  if (!handler) return stepError('unknown-op', `steps[${index}]: op ${short(op)} is not implemented yet (area ${short(area)})`);
  try {
    return handler(step, c);
  } catch (error) {
    if (error instanceof BadStep) return stepError('bad-step', `steps[${index}] (${op}): ${error.message}`);
    throw error;
  }
}

function runCase(seq: unknown, testCase: unknown): Result {
  if (!isObject(testCase) || !Array.isArray(testCase.steps)) {
    return { seq, errored: true, message: 'run request has no case with a steps array' };
  }
  const steps: unknown[] = testCase.steps;
  const setup = Object.hasOwn(testCase, 'setup') ? testCase.setup : {};
  if (!isObject(setup)) {
    // A setup the host cannot read: every step answers a step error, none runs.
    return { seq, results: steps.map(() => stepError('bad-setup', 'setup is not an object')) };
  }
  // A case is self-contained: its state lives in a Case made here, fresh for every run.
  const c = new Case(String(testCase.id), String(testCase.area), setup);
  return { seq, results: steps.map((step, i) => runStep(testCase.area, step, c, i)) };
}

/** The request's `seq`, echoed unchanged; null when it has none. */
function seqOf(request: unknown): unknown {
  return isObject(request) && Object.hasOwn(request, 'seq') ? request.seq : null;
}

/** The answer to one parsed request other than bye. */
function answer(request: unknown): Result {
  const seq = seqOf(request);
  const cmd = isObject(request) ? request.cmd : undefined;
  try {
    if (cmd === 'hello') return { protocol: 1, implementation: IMPLEMENTATION, areas: Object.keys(AREAS) };
    if (cmd === 'run' && isObject(request)) return runCase(seq, request.case);
  } catch (error) {
    // The host caught its own failure: capkit reports ERROR for this case.
    return { seq, errored: true, message: `run failed: ${error instanceof Error ? error.message : String(error)}` };
  }
  return { seq, errored: true, message: `unknown cmd ${short(cmd)}` };
}

function encode(out: Result, seq: unknown): string {
  try {
    const text = JSON.stringify(out);
    if (typeof text === 'string') return text;
  } catch {
    // falls through: a result that JSON cannot carry (a BigInt, a cycle)
  }
  return JSON.stringify({ seq, errored: true, message: 'answer is not JSON-serialisable' });
}

/** The answer line; undefined for bye. */
function handleLine(line: string): string | undefined {
  let request: unknown;
  try {
    request = JSON.parse(line);
  } catch (error) {
    return JSON.stringify({ seq: null, errored: true, message: `line is not JSON: ${error instanceof Error ? error.message : String(error)}` });
  }
  if (isObject(request) && request.cmd === 'bye') return undefined;
  return encode(answer(request), seqOf(request));
}

async function main(): Promise<void> {
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
  for await (const line of lines) {
    if (line.trim() === '') continue; // blank lines are ignored
    const out = handleLine(line);
    if (out === undefined) break; // bye has no answer
    process.stdout.write(`${out}\n`);
  }
  lines.close();
  process.stdin.destroy();
}

process.stdout.on('error', () => process.exit(0)); // capkit went away: nothing left to answer
main().then(
  () => {
    process.exitCode = 0;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
