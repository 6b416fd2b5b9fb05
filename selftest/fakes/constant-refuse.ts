// A host that answers every step the same way (./constant-host.ts, flavour refuse).
import { constantHost } from './constant-host.js';

export default constantHost('refuse');
