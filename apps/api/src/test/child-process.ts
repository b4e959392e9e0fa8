// Child processes running the API's code: node on the compiled apps/api/dist, since a child process
// cannot run the TypeScript sources vitest runs.
import { execFileSync, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/** Compiles the API as `npm test` does before vitest, so a lone `npx vitest` run spawns the sources
 * as they are now, not a stale build (tsc -b does nothing when dist is up to date). */
export function buildApi(): void {
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  const root = fileURLToPath(new URL('../../../../', import.meta.url));
  execFileSync(process.execPath, [tsc, '-b', 'packages/shared', 'apps/api'], { cwd: root, stdio: 'inherit' });
}

/** `node script …args`. `printed(text)` settles once the child prints `text` on stdout, and fails
 * with its stderr if it exits before. */
export function spawnNode(script: URL, args: string[]) {
  const child = spawn(process.execPath, [fileURLToPath(script), ...args], { stdio: 'pipe' });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const printed = (text: string) =>
    new Promise<void>((resolve, reject) => {
      const look = () => stdout.includes(text) && resolve();
      look();
      child.stdout.on('data', look);
      child.on('exit', (code, signal) => reject(new Error(`exited (${code ?? signal}): ${stderr}`)));
    });
  return { child, printed };
}
