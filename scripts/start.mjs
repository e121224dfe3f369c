// `npm start`: build if anything changed (scripts/build.mjs skips otherwise),
// then run the server in this same process.
//
// One process on purpose: npm forwards SIGTERM and SIGINT only to its direct
// child. With `build && node main.js` that child was `sh`, which died (SIGTERM)
// or ignored the signal (SIGINT) and left the server running. package.json
// runs this file with `exec`, so npm's child is this process and the server's
// own SIGTERM/SIGINT handlers (graceful stop, data folder unlocked) run.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const posix = process.platform !== 'win32';

// The build runs in its own process group (POSIX), so a stop during the build
// reaches the tools build.mjs is waiting on as well, not only build.mjs.
const build = spawn(process.execPath, [path.join(root, 'scripts/build.mjs')], { cwd: root, stdio: 'inherit', detached: posix });
const stopBuild = (signal) => {
  try {
    if (posix) process.kill(-build.pid, signal);
    else build.kill(signal);
  } catch {
    // The build has just finished.
  }
};
process.on('SIGTERM', stopBuild);
process.on('SIGINT', stopBuild);
const [code, signal] = await once(build, 'exit');
process.off('SIGTERM', stopBuild);
process.off('SIGINT', stopBuild);
if (signal) process.kill(process.pid, signal); // stopped during the build: end the same way
if (code !== 0) process.exit(code ?? 1);

await import('../dist/node/server/main.js');
