// Never answers hello (and never exits by itself).
import { hangForever, serve } from './_lib.mjs';

hangForever();
serve({ onHello: () => undefined, onRun: () => undefined });
