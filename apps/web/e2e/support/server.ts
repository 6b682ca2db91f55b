import fs from 'node:fs';
import path from 'node:path';
import { repoRoot, startServerProcess } from '../../../../test-support/server-process.ts';

export interface RunningServer {
  url: string;
  /** Everything the server has logged so far. */
  logs(): string;
  /**
   * Stops the process (SIGTERM) and starts it again on the same port and database, with `env` added
   * to what it started with (CLOCK_OFFSET_MS: the server's clock moved on).
   */
  restart(env: Record<string, string>): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The real server process as `npm start` runs it (embedded database in a fresh directory, the built
 * web app), with any extra environment the journey needs.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  // WEB_DIST points a journey at a private build, so it can run while apps/web/dist is rebuilt.
  const dist = process.env.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist');
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    throw new Error(`${dist} is missing: run \`npm run build -w @abhyas/web\` first (npm run test:e2e does)`);
  }
  const baseEnv = { ...(process.env.WEB_DIST ? { WEB_DIST: dist } : {}), ...env };
  let server = await startServerProcess(baseEnv);
  let earlier = '';
  return {
    url: server.url,
    logs: () => earlier + server.output(),
    async restart(more) {
      await server.stop();
      earlier += server.output();
      server = await startServerProcess(
        { ...baseEnv, ...more },
        { dataDir: server.dataDir, port: server.port },
      );
    },
    async stop() {
      await server.stop();
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    },
  };
}
