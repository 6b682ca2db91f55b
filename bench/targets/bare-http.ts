import http from 'node:http';
import { payload } from './payload.ts';
import { portFromEnv, reportPort } from './report-port.ts';

// Serialised per request, as a framework would, so JSON.stringify is in the baseline too.
const server = http.createServer((_req, res) => {
  const body = JSON.stringify(payload);
  res.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
});

server.listen(portFromEnv(), '127.0.0.1', () => reportPort(server.address()));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
