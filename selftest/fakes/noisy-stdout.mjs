// Correct answers, each followed (in the same write) by an unsolicited stdout line between cases.
import { HELLO, serve, shapedResult } from './_lib.mjs';

serve({
  onHello: () => void process.stdout.write(`${JSON.stringify(HELLO)}\nnoise after hello\n`),
  onRun: ({ seq, case: c }) => {
    const answer = JSON.stringify({ seq, results: c.steps.map(shapedResult) });
    process.stdout.write(`${answer}\n{"note":"unsolicited line after case ${c.id}"}\n`);
  },
});
