// On run, writes 'x' forever without a newline (until killed).
import { serve } from './_lib.mjs';

const chunk = 'x'.repeat(1 << 20);
function flood() {
  // Respect back-pressure so the fake itself stays small; the kit must stop reading, not us.
  while (process.stdout.write(chunk));
  process.stdout.once('drain', flood);
}
serve({ onRun: () => void flood() });
