// Shared plumbing of the fake hosts: a tiny, deliberately simple stdio host loop.
// Each fake passes handlers that misbehave in exactly one way.
import { createInterface } from 'node:readline';

export const HELLO = {
  protocol: 1,
  implementation: { name: 'fake', version: '0.0.0', language: 'javascript' },
  areas: ['permits', 'access'],
};

/** A result of the right shape for a step's op (values are arbitrary: fakes test plumbing, not rules). */
export function shapedResult(step) {
  switch (step.op) {
    case 'permit':
      return { allowed: false };
    case 'lint':
      return { valid: false };
    case 'access':
      return { listed: false, callable: false };
    default:
      return { error: { code: 'unknown-op', message: `unknown op ${step.op}` } };
  }
}

export function write(message) {
  process.stdout.write(`${JSON.stringify(message)}\n`);
}

/**
 * Serves the protocol. `onHello()` and `onRun(request)` return the message to write, or undefined to
 * write nothing (they may write themselves). bye exits 0; stdin end calls `onStdinEnd` (default: exit 0).
 */
export function serve({ onHello = () => HELLO, onRun, onStdinEnd = () => exitAfterFlush(0) }) {
  process.stderr.write(`fake ${process.argv[1]} pid=${process.pid}\n`);
  const lines = createInterface({ input: process.stdin });
  lines.on('line', async (line) => {
    const request = JSON.parse(line);
    if (request.cmd === 'hello') {
      const answer = await onHello(request);
      if (answer !== undefined) write(answer);
    } else if (request.cmd === 'run') {
      const answer = await onRun(request);
      if (answer !== undefined) write(answer);
    } else if (request.cmd === 'bye') {
      exitAfterFlush(0);
    }
  });
  lines.on('close', () => onStdinEnd());
}

/** Exits once everything written so far reached the pipes (process.exit alone drops pending pipe writes). */
export function exitAfterFlush(code) {
  process.stderr.write('', () => process.stdout.write('', () => process.exit(code)));
}

/** Keeps the process alive forever (until killed). */
export function hangForever() {
  setInterval(() => {}, 1 << 30);
  return new Promise(() => {});
}
