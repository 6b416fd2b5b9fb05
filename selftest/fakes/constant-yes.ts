// A host that answers every step the same way (./constant-host.ts, flavour yes).
import { constantHost } from './constant-host.js';

export default constantHost('yes');
