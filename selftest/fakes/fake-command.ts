// The shell command that runs one of the fake hosts of this folder (for the kit's own tests).
import { join } from 'node:path';

export const fakesDir = import.meta.dirname;

/** `node <fakes>/<name>.mjs <args…>`, each word quoted for /bin/sh. */
export function fakeCommand(name: string, ...args: string[]): string {
  return [process.execPath, join(fakesDir, `${name}.mjs`), ...args].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
}

/** The path of a fake module host of this folder. */
export function fakeModule(name: string): string {
  return join(fakesDir, `${name}.mjs`);
}
