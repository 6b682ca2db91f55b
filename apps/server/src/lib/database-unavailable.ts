/**
 * Whether an error means the database cannot be reached right now (issue 22, scenario 2: PostgreSQL
 * restarted, a connection cut, the server not yet accepting), as opposed to a fault of the request or
 * of our code. Such a request is answered 503 with Retry-After: nothing it asked was acknowledged, and
 * the hall's save queue and the web client retry it. Drizzle wraps the driver's error in `cause`.
 */
const socketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);
/** SQLSTATE class 08 (connection exception) and 57P01–57P03 (shutdown, crash, cannot connect now). */
const sqlStates = /^(08\d{3}|57P0[123])$/;
/** node-postgres' own messages for a connection that ended under a query or never opened. */
const driverMessages =
  /Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Client was closed and is not queryable/;

export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; depth += 1) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (socketCodes.has(code) || sqlStates.test(code))) return true;
    if (typeof message === 'string' && driverMessages.test(message)) return true;
    e = cause;
  }
  return false;
}
