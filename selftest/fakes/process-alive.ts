// Whether a process the kit's tests started (a host, a grandchild of one) still runs.
import { processRuns } from '../../host/process-runs.js';

/** A killed grandchild is re-parented to init and may stay a zombie a while: it counts as gone. */
export const alive = processRuns;

/** Polls until the process is gone (a SIGKILLed grandchild takes a moment to become a zombie), max 2 s. */
export async function gone(pid: number | undefined): Promise<boolean> {
  for (let i = 0; i < 40 && alive(pid); i++) await new Promise((r) => setTimeout(r, 50));
  return !alive(pid);
}
