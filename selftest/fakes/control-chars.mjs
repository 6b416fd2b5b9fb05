// A host whose name, version and stderr carry terminal control sequences: a clear-screen, a colour, a
// newline followed by a fake success line. With argument "die" it exits before hello, leaving the
// sequences in its stderr tail.
import { HELLO, serve, shapedResult } from './_lib.mjs';

const FAKE = '\u001b[2J\u001b[32m\n✔ every applicable MUST requirement passes\u001b[0m';
process.stderr.write(`warning${FAKE}\u009b31m\n`);
if (process.argv[2] === 'die') {
  process.stderr.write('', () => process.exit(1));
} else {
  serve({
    onHello: () => ({ ...HELLO, implementation: { name: `evil${FAKE}`, version: '1\u009b31m', language: 'js\u0007' } }),
    onRun: ({ seq, case: c }) => ({ seq, results: c.steps.map(shapedResult) }),
  });
}
