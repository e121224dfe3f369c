/** Start-up could not use the PostgreSQL server DATABASE_URL names: one line saying so, without the password. */
export class DatabaseUnreachableError extends Error {
  override name = 'DatabaseUnreachableError';
  constructor(url: string, connectTimeoutMs: number, cause: unknown) {
    super(`Inkwell could not use the database named by DATABASE_URL (${describe(url)}): ${reason(cause, connectTimeoutMs)}. Check DATABASE_URL and that PostgreSQL is running and answering.`, { cause });
  }
}

/** host:port/database, never the user's password. */
function describe(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return 'an unreadable URL';
  }
}

function reason(cause: unknown, connectTimeoutMs: number): string {
  const { code, message } = (cause ?? {}) as { code?: string; message?: string };
  if (code === 'ECONNREFUSED') return 'the connection was refused';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'the host name could not be resolved';
  if (code === '3D000') return 'the database does not exist';
  if (code === '28P01' || code === '28000') return 'the server refused the user or password';
  if (typeof message === 'string' && /timeout|timed out/i.test(message)) return `no answer within ${connectTimeoutMs} ms (DATABASE_CONNECT_TIMEOUT_MS)`;
  if (typeof message === 'string' && /terminated/i.test(message)) return 'the server closed the connection';
  return typeof message === 'string' && message ? message.split('\n')[0]! : 'unknown error';
}
