// `npm run dev`: the API (rebuilt and restarted on change) on :3001 and Vite's
// dev server with hot reload on :5173, which proxies /api to it. Open :5173.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const env = { ...process.env, NODE_ENV: 'development', PORT: '3001', API_PORT: '3001', PUBLIC_URL: 'http://localhost:5173' };
const children = [
  spawn(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.server.json', '--watch', '--preserveWatchOutput'], { cwd: root, stdio: 'inherit', env }),
  spawn(process.execPath, ['--watch-path=dist/node', 'dist/node/server/main.js'], { cwd: root, stdio: 'inherit', env }),
  spawn(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js')], { cwd: root, stdio: 'inherit', env }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
