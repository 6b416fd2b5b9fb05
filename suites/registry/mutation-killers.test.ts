// Edges found by mutation testing (`npm run mutation`), one concept per module in ./killers/. They are
// gathered in this one test file on purpose: every suite file costs a module load in each `capkit run`
// and each of the 30 runs of `capkit mutants`, and these are small.
import './killers/plugin-tree.js';
import './killers/prepare.js';
import './killers/ops.js';
import './killers/schema-names.js';
import './killers/discover-generation.js';
