import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import pg from 'pg';
import { portFromEnv, reportPort } from './report-port.ts';

/**
 * The floor under an answer save: Fastify (defaults, logger off) and one `insert … on conflict do
 * update` of a row keyed by (attempt, question), on PostgreSQL (BARE_DATABASE_URL, a pool of the
 * app's default size) or PGlite (BARE_DATA_DIR). No auth, no validation, no event log.
 * GET /saves/:attemptId/:questionId is a bare primary-key select, for the rank-lookup baseline.
 */
type Query = (text: string, params: unknown[]) => Promise<{ rows: unknown[] }>;

const table = `create table if not exists bare_saves (
  attempt_id uuid not null, question_id uuid not null, answer smallint, marked boolean not null,
  seq integer not null, time_spent_ms integer not null default 0, primary key (attempt_id, question_id))`;

let query: Query;
let close: () => Promise<void>;
if (process.env.BARE_DATABASE_URL) {
  const pool = new pg.Pool({ connectionString: process.env.BARE_DATABASE_URL, max: 10 });
  query = (text, params) => pool.query(text, params);
  close = () => pool.end();
} else {
  const client = await PGlite.create({ dataDir: process.env.BARE_DATA_DIR ?? 'memory://' });
  query = (text, params) => client.query(text, params);
  close = () => client.close();
}
await query(table, []);

const upsert = `insert into bare_saves as r (attempt_id, question_id, answer, marked, seq, time_spent_ms)
  values ($1, $2, $3, $4, $5, $6)
  on conflict (attempt_id, question_id) do update set answer = excluded.answer, marked = excluded.marked,
    seq = greatest(r.seq, excluded.seq), time_spent_ms = r.time_spent_ms + excluded.time_spent_ms`;

interface Save {
  seq: number;
  questionId: string;
  answer: number | null;
  marked: boolean;
  timeSpentMs?: number;
}

const app = Fastify({ logger: false });
app.post<{ Params: { attemptId: string }; Body: { saves: Save[] } }>('/saves/:attemptId', async (request) => {
  const save = request.body.saves[0];
  if (!save) throw new Error('no save');
  await query(upsert, [
    request.params.attemptId,
    save.questionId,
    save.answer,
    save.marked,
    save.seq,
    save.timeSpentMs ?? 0,
  ]);
  return { acked: [save.seq], rejected: [], serverNow: new Date().toISOString() };
});
app.get<{ Params: { attemptId: string; questionId: string } }>(
  '/saves/:attemptId/:questionId',
  async (request) => {
    const { rows } = await query(
      'select answer, marked, seq from bare_saves where attempt_id = $1 and question_id = $2',
      [request.params.attemptId, request.params.questionId],
    );
    return { row: rows[0] ?? null };
  },
);
app.get('/api/health', async () => ({ status: 'ok' }));

await app.listen({ port: portFromEnv(), host: '127.0.0.1' });
reportPort(app.server.address());
process.on(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(close)
      .then(() => process.exit(0)),
);
