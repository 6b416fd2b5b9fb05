#!/usr/bin/env node
// @ts-check
// A capkit host skeleton: protocol 1 over stdin/stdout, plain Node.js (20+), no dependencies.
//
// It implements no area yet: `AREAS` below is empty, so hello announces none and capkit reports
// "no verdict". Add an area by adding its ops to `AREAS` (see README.md). Until an op is there, every
// step naming it is answered with the step error `unknown-op`, which is what the protocol asks of an
// op a host does not know. The types are JSDoc, checked by an editor or `tsc --checkJs`.
//
// stdout carries protocol lines only: log with console.error (stderr).
import { createInterface } from 'node:readline';

const IMPLEMENTATION = { name: 'my-host', version: '0.1.0', language: 'typescript' };

/** @typedef {Record<string, unknown>} Step one step of a case (`op` and the op's fields) */
/** @typedef {Record<string, unknown>} Setup the case's setup object */
/** @typedef {{ error: { code: string, message: string } }} StepError */
/** @typedef {(step: Step, setup: Setup) => Record<string, unknown>} Op an op: its result object, or a StepError */

/** A step that breaks its op's schema (a missing or mistyped field): answered `bad-step`. */
export class BadStep extends Error {}

/**
 * The step's field `name`, or BadStep naming it when it is missing or `typeof` is not `type`.
 * @param {Step} step
 * @param {string} name
 * @param {'string' | 'number' | 'boolean' | 'object' | 'array' | 'any'} [type]
 */
export function field(step, name, type = 'any') {
  if (!Object.hasOwn(step, name)) throw new BadStep(`step has no field ${JSON.stringify(name)}`);
  const value = step[name];
  const actual = Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value;
  if (type !== 'any' && actual !== type) throw new BadStep(`field ${JSON.stringify(name)} must be ${type}, not ${actual}`);
  return value;
}

/**
 * A step error: `code` is kebab-case (e.g. unknown-op, bad-step, or a code the contract names).
 * @param {string} code
 * @param {string} message
 * @returns {StepError}
 */
export function stepError(code, message) {
  return { error: { code, message } };
}

/**
 * The areas this host implements: area name → { op name → Op }. hello announces exactly these
 * areas, so capkit tests exactly these. Example, once written:
 *   const AREAS = { permits: { permit: opPermit, lint: opLint } };
 * @type {Record<string, Record<string, Op>>}
 */
const AREAS = {};

/** @param {unknown} value */
function short(value) {
  const text = JSON.stringify(value) ?? String(value);
  return text.length <= 80 ? text : `${text.slice(0, 77)}...`;
}

/** @param {unknown} value @returns {value is Record<string, unknown>} */
function isObject(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * One step's result. Each step is answered on its own: a bad step never stops the case.
 * @param {unknown} area @param {unknown} step @param {Setup} setup @param {number} index
 */
function runStep(area, step, setup, index) {
  if (!isObject(step)) return stepError('bad-step', `steps[${index}] is not an object`);
  const op = step.op;
  if (typeof op !== 'string') return stepError('bad-step', `steps[${index}] has no string "op"`);
  const ops = typeof area === 'string' && Object.hasOwn(AREAS, area) ? AREAS[area] : undefined;
  const handler = ops && Object.hasOwn(ops, op) ? ops[op] : undefined;
  if (!handler) return stepError('unknown-op', `steps[${index}]: op ${short(op)} is not implemented yet (area ${short(area)})`);
  try {
    return handler(step, setup);
  } catch (error) {
    if (error instanceof BadStep) return stepError('bad-step', `steps[${index}] (${op}): ${error.message}`);
    throw error;
  }
}

/** @param {unknown} seq @param {unknown} testCase */
function runCase(seq, testCase) {
  if (!isObject(testCase) || !Array.isArray(testCase.steps)) {
    return { seq, errored: true, message: 'run request has no case with a steps array' };
  }
  const steps = testCase.steps;
  const setup = Object.hasOwn(testCase, 'setup') ? testCase.setup : {};
  if (!isObject(setup)) {
    // A setup the host cannot read: every step answers a step error, none runs.
    return { seq, results: steps.map(() => stepError('bad-setup', 'setup is not an object')) };
  }
  // A case is self-contained: keep every piece of state inside it, so each case starts fresh.
  return { seq, results: steps.map((step, i) => runStep(testCase.area, step, setup, i)) };
}

/** The request's `seq`, echoed unchanged; null when it has none. @param {unknown} request */
function seqOf(request) {
  return isObject(request) && Object.hasOwn(request, 'seq') ? request.seq : null;
}

/** The answer to one parsed request other than bye. @param {unknown} request */
function answer(request) {
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

/** @param {unknown} out @param {unknown} seq */
function encode(out, seq) {
  try {
    const text = JSON.stringify(out);
    if (typeof text === 'string') return text;
  } catch {
    // falls through: a result that JSON cannot carry (a BigInt, a cycle)
  }
  return JSON.stringify({ seq, errored: true, message: 'answer is not JSON-serialisable' });
}

/** @param {string} line @returns {string | undefined} the answer line; undefined for bye */
function handleLine(line) {
  let request;
  try {
    request = JSON.parse(line);
  } catch (error) {
    return JSON.stringify({ seq: null, errored: true, message: `line is not JSON: ${error instanceof Error ? error.message : String(error)}` });
  }
  if (isObject(request) && request.cmd === 'bye') return undefined;
  return encode(answer(request), seqOf(request));
}

async function main() {
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
  (error) => {
    console.error(error);
    process.exitCode = 1;
  },
);
