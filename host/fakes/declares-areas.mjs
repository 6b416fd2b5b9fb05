// Declares the areas given as JSON in its first argument (e.g. '[]' or '["permit"]') and answers every
// step with a result of the right shape. With a second argument (a marker file), only its first process
// declares them; every later one (the suites' own connections) declares none.
import { existsSync, writeFileSync } from 'node:fs';
import { HELLO, serve, shapedResult } from './_lib.mjs';

const declared = JSON.parse(process.argv[2] ?? '[]');
const marker = process.argv[3];
const first = marker === undefined || !existsSync(marker);
if (marker !== undefined && first) writeFileSync(marker, 'seen');

serve({
  onHello: () => ({ ...HELLO, areas: first ? declared : [] }),
  onRun: ({ seq, case: c }) => ({ seq, results: c.steps.map(shapedResult) }),
});
