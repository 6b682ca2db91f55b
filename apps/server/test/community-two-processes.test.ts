import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChatMessage } from '@abhyas/core';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../test-support/free-port.ts';
import { repoRoot } from '../../../test-support/server-process.ts';
import { type Database, openPostgres } from '../src/db/client.ts';
import { groupMessages } from '../src/db/schema/index.ts';
import { createAccessTokens } from '../src/modules/auth/access-tokens.ts';
import { expectHistoriesEqualTheDatabase, TestChatClient, talkWithDrops } from './community-chat-client.ts';
import { connect, createGroup, emitAck, newId, nextEvent, sleep } from './community-fixtures.ts';
import { createUser } from './factories.ts';
import { postgresCopy } from './helpers.ts';
import { seededRandom } from './seeded-random.ts';

/**
 * Issue 19's CI check with real processes: two servers as `npm start` runs them (src/main.ts) on one
 * PostgreSQL database and one Redis. A message sent through one reaches a member connected to the
 * other; the process a member is connected to is killed (SIGKILL, mid-conversation) and the member
 * reconnects to the other and ends with the database's history exactly. Skipped without both services.
 */
const scaled = Boolean(process.env.REDIS_URL && process.env.TEST_DATABASE_URL);
const secret = randomBytes(32).toString('hex');
const tokens = createAccessTokens(secret, 900, () => new Date());

interface Node {
  url: string;
  proc: ChildProcess;
  output: () => string;
}

let database: Database;
let databaseUrl = '';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'abhyas-chat-nodes-'));
const prefix = `abhyas-test-${randomUUID()}:`;
const nodes: Node[] = [];

async function startNode(): Promise<Node> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let out = '';
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(repoRoot, 'apps/server'),
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      WEB_DIST: '/none',
      DATABASE_URL: databaseUrl,
      REDIS_KEY_PREFIX: prefix,
      JWT_SECRET: secret,
      SEED_DEMO: 'false',
      SEED_CONTENT: 'false',
      ATTEMPT_SWEEP_SECONDS: '0',
      DAILY_NOTICES_MINUTES: '0',
      LOG_LEVEL: 'warn',
    },
  });
  proc.stdout?.on('data', (c) => {
    out += c;
  });
  proc.stderr?.on('data', (c) => {
    out += c;
  });
  const node = { url, proc, output: () => out };
  nodes.push(node);
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; await sleep(100)) {
    if (proc.exitCode !== null) throw new Error(`node exited early:\n${out}`);
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return node;
  }
  throw new Error(`node not healthy in time:\n${out}`);
}

beforeAll(async () => {
  if (!scaled) return;
  databaseUrl = await postgresCopy();
  database = await openPostgres(databaseUrl, 2);
}, 60_000);
afterAll(async () => {
  for (const n of nodes) if (n.proc.exitCode === null) n.proc.kill('SIGKILL');
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function member() {
  const user = await createUser(database.db);
  const token = await tokens.sign({
    sub: user.id,
    role: user.role,
    orgRole: null,
    organizationId: null,
    username: user.username,
  });
  return { user, token };
}

describe.skipIf(!scaled)('two server processes on one database and Redis', () => {
  it('carries messages between processes, and a member of a killed process ends with the database’s history', {
    timeout: 180_000,
  }, async () => {
    const [nodeA, nodeB] = [await startNode(), await startNode()];
    if (!nodeA || !nodeB) throw new Error('no nodes');
    const people = await Promise.all(Array.from({ length: 4 }, () => member()));
    const group = await createGroup(
      database.db,
      people.map((p, i) => ({ userId: p.user.id, role: i === 0 ? 'owner' : 'member' })),
    );

    // Through A, heard on B.
    const [first, second] = people;
    if (!first || !second) throw new Error('no people');
    const onA = await connect(nodeA.url, first.token);
    const onB = await connect(nodeB.url, second.token);
    await emitAck(onA, 'joinGroup', { groupId: group.id });
    await emitAck(onB, 'joinGroup', { groupId: group.id });
    const heard = nextEvent<ChatMessage>(onB, 'newMessage', 5000);
    expect(
      await emitAck(onA, 'sendMessage', { groupId: group.id, clientId: newId(), text: 'A → B' }),
    ).toMatchObject({ ok: true });
    expect(await heard).toMatchObject({ text: 'A → B', seq: 1 });
    onA.close();
    onB.close();

    // Half the members on each process, all talking; B is killed mid-conversation.
    const clients = people.map(
      (p, i) =>
        new TestChatClient(i % 2 ? nodeB.url : nodeA.url, i % 2 ? nodeB.url : nodeA.url, p.token, group.id),
    );
    await Promise.all(clients.map((c) => c.connect()));
    const talking = clients.map(async (c, i) => {
      for (let n = 0; n < 6; n++) {
        await c.send(`${i}:${n}`);
        await sleep(120);
      }
    });
    await sleep(300);
    nodeB.proc.kill('SIGKILL');
    await once(nodeB.proc, 'exit');
    for (const c of clients.filter((c) => c.url === nodeB.url)) {
      c.drop();
      c.app = nodeA.url;
      c.url = nodeA.url;
    }
    await Promise.all(clients.filter((c) => !c.socket).map((c) => c.connect()));
    await Promise.all(talking);
    await Promise.all(clients.map((c) => c.resync()));
    await Promise.all(clients.map((c) => c.catchUp()));

    const rows = await database.db
      .select({ seq: groupMessages.seq, id: groupMessages.id })
      .from(groupMessages)
      .where(eq(groupMessages.groupId, group.id))
      .orderBy(asc(groupMessages.seq));
    expect(rows).toHaveLength(1 + 4 * 6);
    expect(rows.map((r) => r.seq)).toEqual(rows.map((_, i) => i + 1));
    for (const c of clients) {
      expect(c.outbox.size).toBe(0);
      expect(c.history()).toEqual(rows);
    }
    for (const c of clients) c.drop();
    nodeA.proc.kill('SIGTERM');
    await once(nodeA.proc, 'exit');
  });

  it('200 members over two processes, dropping at random while one process is killed, end with the database’s history', {
    timeout: 240_000,
  }, async () => {
    // Issue 22, scenario 14: the churn test's random drops and the kill of one of two processes, at once.
    const [nodeA, nodeB] = [await startNode(), await startNode()];
    if (!nodeA || !nodeB) throw new Error('no nodes');
    const rand = seededRandom(Number(process.env.CHURN_SEED ?? 14));
    const people = await Promise.all(Array.from({ length: 200 }, () => member()));
    const group = await createGroup(
      database.db,
      people.map((p, i) => ({ userId: p.user.id, role: i === 0 ? 'owner' : 'member' })),
    );
    const clients = people.map((p, i) => {
      const url = i % 2 ? nodeB.url : nodeA.url;
      return new TestChatClient(url, url, p.token, group.id);
    });
    await Promise.all(clients.map((c) => c.connect()));

    let bDead = false;
    /** Connects again, to A once B is gone (as the app's load balancer would send it). */
    const reconnect = async (c: TestChatClient) => {
      for (let tries = 0; ; tries++) {
        if (bDead && c.url === nodeB.url) c.app = c.url = nodeA.url;
        try {
          await c.connect();
          return;
        } catch (err) {
          c.drop();
          if (tries >= 30) throw err;
          await sleep(100);
        }
      }
    };
    const perClient = 3;
    const talking = talkWithDrops(clients, rand, perClient, reconnect);
    // Mid-conversation, B dies; its members find A.
    await sleep(700);
    nodeB.proc.kill('SIGKILL');
    await once(nodeB.proc, 'exit');
    bDead = true;
    const orphans = clients.filter((c) => c.url === nodeB.url);
    expect(orphans.length).toBeGreaterThan(50);
    for (const c of orphans) c.drop();
    await Promise.all(orphans.map((c) => reconnect(c)));
    await talking;
    for (const c of clients) if (!c.socket?.connected) await reconnect(c);
    await expectHistoriesEqualTheDatabase(database.db, group.id, clients, 200 * perClient);
    for (const c of clients) c.drop();
    nodeA.proc.kill('SIGTERM');
    await once(nodeA.proc, 'exit');
  });
});
