import fs from 'node:fs';
import path from 'node:path';
import { repoRoot, startServerProcess } from '../../../../test-support/server-process.ts';

export interface RunningServer {
  url: string;
  /** Everything the server has logged so far. */
  logs(): string;
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
  const server = await startServerProcess({ ...(process.env.WEB_DIST ? { WEB_DIST: dist } : {}), ...env });
  return {
    url: server.url,
    logs: server.output,
    async stop() {
      await server.stop();
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    },
  };
}
