// Correct answers, but ~200 KB of stderr per case (stderr is a log, never a failure signal).
import { serve, shapedResult } from './_lib.mjs';

const line = `debug: ${'chatter '.repeat(12)}\n`;
serve({
  onRun: ({ seq, case: c }) => {
    for (let i = 0; i < 2000; i++) process.stderr.write(`${i} ${line}`);
    process.stderr.write(`finished case ${c.id}\n`);
    return { seq, results: c.steps.map(shapedResult) };
  },
});
