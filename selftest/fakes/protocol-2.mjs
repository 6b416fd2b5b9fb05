// Announces protocol version 2.
import { HELLO, serve } from './_lib.mjs';

serve({ onHello: () => ({ ...HELLO, protocol: 2 }), onRun: () => undefined });
