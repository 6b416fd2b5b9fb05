// A host that answers every step the same way (./constant-host.ts, flavour echo).
import { constantHost } from './constant-host.js';

export default constantHost('echo');
