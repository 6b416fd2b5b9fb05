// The server side of the stdio protocol, for `capkit host`: serves any in-process host over
// newline-delimited JSON. stdout carries protocol lines only; everything else goes to stderr.
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import type { InProcessHost } from './protocol.js';

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function seqOf(request: unknown): unknown {
  const seq = (request as { seq?: unknown } | null)?.seq;
  return seq === undefined ? null : seq;
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
 * A line the server cannot understand (not JSON, no known cmd) is answered with one line
 * `{"seq":<its seq or null>,"errored":true,"message":"…"}` and serving continues.
 */
export async function serveStdio(host: InProcessHost, input: Readable = process.stdin, output: Writable = process.stdout): Promise<void> {
  const restoreConsole = guardConsole(output);
  const lines = createInterface({ input, crlfDelay: Infinity });
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
          await writeLine(output, await host.hello());
        } catch (error) {
          process.stderr.write(`capkit host: hello() failed: ${errorText(error)}\n`);
          await writeLine(output, { seq: null, errored: true, message: `hello failed: ${errorText(error)}` });
        }
      } else if (cmd === 'run') {
        const seq = seqOf(request);
        try {
          const answer = await host.run(request.case as never);
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
