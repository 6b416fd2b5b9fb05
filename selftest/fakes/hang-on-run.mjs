// Answers hello, then never answers a run.
import { hangForever, serve } from './_lib.mjs';

serve({ onRun: () => hangForever() });
