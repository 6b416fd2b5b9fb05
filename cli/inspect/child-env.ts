// The environment of the child that runs a plugin's code. Inspect often runs in CI beside secrets
// (GITHUB_TOKEN, npm tokens, cloud keys): loading a plugin to read its definitions needs none of them, so
// the child gets an allow-list of variables that only say where things are and how text is read.
/** The variables passed to plugin code, when set; every other one of the kit's environment is left out. */
export const CHILD_ENV_ALLOWED: readonly string[] = ['PATH', 'HOME', 'TMPDIR', 'TMP', 'TEMP', 'LANG', 'LC_ALL', 'LC_CTYPE', 'TZ', 'SystemRoot', 'windir'];

export function childEnv(from: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const key of CHILD_ENV_ALLOWED) if (typeof from[key] === 'string') env[key] = from[key];
  return env;
}
