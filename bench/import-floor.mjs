// The floor beside the import-stall benchmark: a bare node:http server on the
// same machine that takes the same traffic with none of the app's work. It
// reads each 2 MB import request and parses its JSON (what any JSON API must
// do), waits as long as the app took to read the file (so the requests come
// at the app's rate), and sends back the app's own 2 MB preview answer; its
// health route answers at once. Health's latency here is what the machine,
// the client and Node's HTTP stack cost alone.
// Env: PORT, ANSWER_FILE (the app's answer to one import), DELAY_MS.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const answer = readFileSync(process.env.ANSWER_FILE);
const delayMs = Number(process.env.DELAY_MS ?? 0);

const server = createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/api/health') {
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
    return;
  }
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    JSON.parse(Buffer.concat(chunks).toString('utf8'));
    setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end(answer), delayMs);
  });
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('floor listening'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
