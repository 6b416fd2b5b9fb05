// A correct minimal host that ends only on bye: the end of its stdin leaves it running. Shows whether
// the kit says bye to a host, or only lets go of its pipes.
import { hangForever, serve } from './_lib.mjs';

serve({ onRun: ({ seq, case: c }) => ({ seq, results: c.steps.map(() => ({})) }), onStdinEnd: hangForever });
