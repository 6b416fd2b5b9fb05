// The file session store: one JSON file per session and one for the logical clock, in a directory.
// Every write goes to a temporary file first and is renamed over the old one, so a process killed at any
// moment leaves the old content or the new, never half of it. Corrupt content is an error that names
// the file; it is never read as "no session", which would silently drop loaded tools.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SessionStoreError } from './session-store.js';
import type { SessionSnapshot, SessionStore } from './types.js';
import { snapshotOf } from './working-set.js';

const CLOCK_FILE = 'clock.json';
const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isStamp = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

/** A file name for any session string: URI-encoded, or a hash when that would be too long for a file system. */
export function sessionFileName(session: string): string {
  const encoded = encodeURIComponent(session);
  return encoded.length <= 200 ? `session-${encoded}.json` : `session-${createHash('sha256').update(session).digest('hex')}.json`;
}

/** The snapshot in a session file's parsed content, or what is wrong with it. */
export function snapshotFromJson(value: unknown, session: string): SessionSnapshot | string {
  if (!isPlainObject(value)) return 'must hold a JSON object {"session", "loaded", "skills"}';
  if (value.session !== session) return `belongs to session ${JSON.stringify(value.session)}, not ${JSON.stringify(session)}`;
  if (!isPlainObject(value.loaded)) return 'field "loaded" must be an object of tool name → stamp';
  const loaded = new Map<string, number>();
  for (const [name, stamp] of Object.entries(value.loaded)) {
    if (!isStamp(stamp)) return `field "loaded": the stamp of ${JSON.stringify(name)} must be an integer ≥ 0, got ${JSON.stringify(stamp)}`;
    loaded.set(name, stamp);
  }
  if (!Array.isArray(value.skills) || !value.skills.every((s) => typeof s === 'string')) return 'field "skills" must be an array of strings';
  return snapshotOf(loaded, value.skills as string[]);
}

export class FileSessionStore implements SessionStore {
  private serial = 0;

  constructor(readonly dir: string) {
    mkdirSync(dir, { recursive: true });
  }

  read(session: string): SessionSnapshot | undefined {
    const file = join(this.dir, sessionFileName(session));
    const value = this.readJson(file);
    if (value === undefined) return undefined;
    const snapshot = snapshotFromJson(value, session);
    if (typeof snapshot === 'string') throw new SessionStoreError(`session file ${file} is corrupt: it ${snapshot}`);
    return snapshot;
  }

  write(session: string, snapshot: SessionSnapshot): void {
    this.writeAtomically(sessionFileName(session), { session, loaded: snapshot.loaded, skills: snapshot.skills });
  }

  readClock(): number {
    const file = join(this.dir, CLOCK_FILE);
    const value = this.readJson(file);
    if (value === undefined) return 0;
    if (!isPlainObject(value) || !isStamp(value.clock)) throw new SessionStoreError(`clock file ${file} is corrupt: it must hold {"clock": <integer ≥ 0>}, got ${JSON.stringify(value)}`);
    return value.clock;
  }

  writeClock(value: number): void {
    this.writeAtomically(CLOCK_FILE, { clock: value });
  }

  /** The parsed file, or undefined when there is none. */
  private readJson(file: string): unknown {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw new SessionStoreError(`cannot read ${file}: ${(error as Error).message}`);
    }
    try {
      return JSON.parse(text) as unknown;
    } catch (error) {
      throw new SessionStoreError(`${file} is corrupt: not JSON (${(error as Error).message})`);
    }
  }

  /** Temp file + rename: atomic against the process dying (not against power loss: no fsync). */
  private writeAtomically(name: string, value: unknown): void {
    const file = join(this.dir, name);
    const temp = join(this.dir, `.${name}.${process.pid}.${++this.serial}.tmp`);
    writeFileSync(temp, `${JSON.stringify(value)}\n`);
    renameSync(temp, file);
  }
}
