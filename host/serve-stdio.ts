// The server side of the stdio protocol, for `capkit host`: serves any in-process host over
// newline-delimited JSON. stdout carries protocol lines only; everything else goes to stderr.
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import type { Case, InProcessHost } from './protocol.js';

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function seqOf(request: unknown): unknown {
  const seq = (request as { seq?: unknown } | null)?.seq;
  return seq === undefined ? null : seq;
}

const kindOf = (value: unknown): string => (value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value);
const isObject = (value: unknown): value is Record<string, unknown> => kindOf(value) === 'object';

/**
 * Why a run's `case` is not shaped as case.schema.json says (an object with a string area, an object setup
 * and an array of steps, each an object with a string op), or undefined. Checked here, once, for every host
 * served: a host module reads a case as the kit sends it; this answers a line typed at `capkit host`.
 */
export function caseShapeProblem(value: unknown): string | undefined {
  if (!isObject(value)) return `the case must be an object, got ${kindOf(value)}`;
  if (typeof value.area !== 'string') return `field "area" must be a string, got ${kindOf(value.area)}`;
  if (!isObject(value.setup)) return `field "setup" must be an object, got ${kindOf(value.setup)}`;
  if (!Array.isArray(value.steps)) return `field "steps" must be an array, got ${kindOf(value.steps)}`;
  const bad = value.steps.findIndex((step) => !isObject(step) || typeof step.op !== 'string');
  if (bad >= 0) return `steps[${bad}] must be an object with a string field "op"`;
  return undefined;
}

/** Writes one line, waiting for the stream to drain so a fast host cannot outrun a slow reader. */
function writeLine(output: Writable, message: unknown): Promise<void> {
  return new Promise((resolve) => {
    if (output.write(`${JSON.stringify(message)}\n`)) resolve();
    else output.once('drain', resolve);
  });
}

/** Routes console.log & co. to stderr while serving on process.stdout, so stray logging cannot corrupt it. */
function guardConsole(output: Writable): () => void {
  if (output !== process.stdout) return () => {};
  const saved = { log: console.log, info: console.info, debug: console.debug };
  console.log = console.info = console.debug = console.error;
  return () => Object.assign(console, saved);
}

/**
 * Serves `host` until `bye` or the end of `input`. Requests are answered one at a time, in order.
 * A line the server cannot understand (not JSON, no known cmd, a case not shaped as case.schema.json says)
 * is answered with one line `{"seq":<its seq or null>,"errored":true,"message":"…"}` and serving continues.
 * A case of an area the host's hello does not declare is answered `skipped` without reaching the host.
 */
export async function serveStdio(host: InProcessHost, input: Readable = process.stdin, output: Writable = process.stdout): Promise<void> {
  const restoreConsole = guardConsole(output);
  const lines = createInterface({ input, crlfDelay: Infinity });
  // The areas of the first hello answered (PROTOCOL-001: every hello names the same ones).
  let declared: readonly string[] | undefined;
  try {
    for await (const line of lines) {
      if (line.trim() === '') continue;
      let request: { cmd?: unknown; case?: unknown };
      try {
        request = JSON.parse(line) as typeof request;
      } catch (error) {
        await writeLine(output, { seq: null, errored: true, message: `request is not JSON: ${errorText(error)}` });
        continue;
      }
      const cmd = request?.cmd;
      if (cmd === 'bye') break;
      if (cmd === 'hello') {
        try {
          const hello = await host.hello();
          declared ??= hello.areas ?? [];
          await writeLine(output, hello);
        } catch (error) {
          process.stderr.write(`capkit host: hello() failed: ${errorText(error)}\n`);
          await writeLine(output, { seq: null, errored: true, message: `hello failed: ${errorText(error)}` });
        }
      } else if (cmd === 'run') {
        const seq = seqOf(request);
        const problem = caseShapeProblem(request.case);
        if (problem !== undefined) {
          await writeLine(output, { seq, errored: true, message: `the run request's case breaks case.schema.json: ${problem}` });
          continue;
        }
        const testCase = request.case as Case;
        let areas: readonly string[];
        try {
          areas = declared ??= (await host.hello()).areas ?? [];
        } catch (error) {
          await writeLine(output, { seq, errored: true, message: `hello failed: ${errorText(error)}` });
          continue;
        }
        try {
          const answer = areas.includes(testCase.area)
            ? await host.run(testCase)
            : { skipped: true, reason: `the host does not declare area ${JSON.stringify(testCase.area)} (it declares: ${areas.join(', ')})` };
          await writeLine(output, { seq, ...answer });
        } catch (error) {
          await writeLine(output, { seq, errored: true, message: `run() threw: ${errorText(error)}` });
        }
      } else {
        await writeLine(output, { seq: seqOf(request), errored: true, message: `unknown cmd ${JSON.stringify(cmd) ?? 'missing'}: expected hello, run or bye` });
      }
    }
  } finally {
    lines.close();
    restoreConsole();
  }
}
