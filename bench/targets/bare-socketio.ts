import http from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { answerHeapRequests } from './heap-report.ts';
import { reportPort } from './report-port.ts';

/**
 * The chat benches' floor: a plain Socket.IO server of the app's version on the same path and options
 * (websocket only), with the same Redis adapter when BARE_REDIS_URL is set (BARE_REDIS_KEY keeps its channel
 * apart from the app's). `join` puts the socket in a room; `message` broadcasts its payload to the
 * room, as the app's sendMessage does once the message is committed; no auth, no database.
 */
interface JoinPayload {
  room: string;
}
interface MessagePayload {
  room: string;
  message: unknown;
}
type Ack = (answer: { ok: true }) => void;

const server = http.createServer();
// The app's options (modules/community/socket/chat-server.ts), so only what it adds is compared.
const io = new Server(server, {
  path: '/socket.io',
  transports: ['websocket'],
  serveClient: false,
  maxHttpBufferSize: 64 * 1024,
});

const redisUrl = process.env.BARE_REDIS_URL;
const clients: Redis[] = [];
if (redisUrl) {
  const pub = new Redis(redisUrl);
  const sub = pub.duplicate();
  clients.push(pub, sub);
  io.adapter(createAdapter(pub, sub, { key: process.env.BARE_REDIS_KEY ?? 'bench-bare' }));
}

io.on('connection', (socket) => {
  socket.on('join', (payload: JoinPayload, ack: Ack) => {
    void Promise.resolve(socket.join(payload.room)).then(() => ack({ ok: true }));
  });
  socket.on('message', (payload: MessagePayload, ack: Ack) => {
    io.to(payload.room).emit('message', payload.message);
    ack({ ok: true });
  });
});

server.listen(0, '127.0.0.1', () => reportPort(server.address()));
answerHeapRequests();
process.on('SIGTERM', () => {
  void io.close(() => {
    for (const c of clients) c.disconnect();
    process.exit(0);
  });
});
