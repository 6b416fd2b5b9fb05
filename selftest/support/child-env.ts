// The environment of a program the kit's tests start, as a user's shell would give it.
import { childRunEnv } from '../../cli/run/child-env.js';

/** Without this test run's settings (see childRunEnv) and its NODE_OPTIONS; no colours; then `extra`. */
export function kitChildEnv(extra: Record<string, string> = {}, drop: (key: string) => boolean = () => false): NodeJS.ProcessEnv {
  const env = childRunEnv();
  delete env.NODE_OPTIONS;
  for (const key of Object.keys(env)) if (drop(key)) delete env[key];
  return { ...env, NO_COLOR: '1', ...extra };
}
