// Claims permits and access, then skips every case.
import { serve } from './_lib.mjs';

serve({ onRun: ({ seq }) => ({ seq, skipped: true, reason: 'not implemented yet' }) });
