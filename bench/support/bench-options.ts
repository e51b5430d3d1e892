/** A bench option: `--name value` on the command line, else the environment variable, else the fallback. */
export function opt(name: string, envName: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  if (i >= 0 && process.argv[i + 1] && !process.argv[i + 1].startsWith('--')) return process.argv[i + 1];
  return process.env[envName] || fallback;
}
