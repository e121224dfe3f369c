// What the documents benchmarks (bench/documents.mjs, bench/documents-overload.mjs)
// share: the benchmark user, signing it up and in, and one load measurement
// in its own process (bench/load.mjs).
import { spawn } from 'node:child_process';
import path from 'node:path';

export const user = { email: 'bench-history@bench.example', password: 'bench-history-password', name: 'Bench History' };

export async function signUp(baseURL) {
  const res = await fetch(`${baseURL}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseURL },
    body: JSON.stringify(user),
  });
  if (!res.ok) throw new Error(`sign-up answered ${res.status}: ${await res.text()}`);
}

/** The session cookie, as a `cookie` header value. */
export async function signIn(baseURL) {
  const res = await fetch(`${baseURL}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseURL },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  if (!res.ok) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

/** One run of bench/load.mjs (its options: connections, warmupSeconds, seconds, timeoutSeconds, overload): its JSON line. */
export function measure(url, headers, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(import.meta.dirname, 'load.mjs'), JSON.stringify({ url, headers, ...options })], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(out.trim().split('\n').at(-1))) : reject(new Error(`load.mjs exited with ${code}`))));
  });
}
