// Which requirement decides a step's check, shared by the registry model (model.ts) and its comparison
// (compare.ts) so that neither imports the other for it.
import type { StepResult } from '../../host/protocol.js';

/** The requirement deciding a step: fixed, or read off the host's answer (which rule its answer broke). */
export type Decider = string | ((actual: StepResult) => string);
