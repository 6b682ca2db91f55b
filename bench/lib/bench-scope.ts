import { atInterrupt, stop, warnings } from './children.ts';
import type { JsonClient } from './exam-load.ts';
import { removeDir } from './paths.ts';
import type { BenchDatabase } from './postgres.ts';
import type { Server } from './servers.ts';

/**
 * What one bench run starts and must leave behind clean, even when interrupted: temp dirs, a bench
 * database, server processes and load clients.
 */
export class BenchScope {
  readonly dirs: string[] = [];
  readonly servers: Server[] = [];
  readonly clients: JsonClient[] = [];
  database: BenchDatabase | undefined;
  private readonly unregister = atInterrupt(() => this.cleanUp());

  /** Closes the clients and stops the servers, saying which of them logged warnings. */
  async stopAll(): Promise<void> {
    for (const c of this.clients.splice(0)) c.close();
    for (const server of this.servers.splice(0)) {
      await stop(server.proc);
      const seen = warnings(server.proc);
      if (seen.length > 0)
        console.log(`  ${server.proc.label} logged ${seen.length} warning/error line(s), above`);
    }
  }

  private async cleanUp(): Promise<void> {
    for (const d of this.dirs) removeDir(d);
    await this.database?.drop();
  }

  /** Stops everything, then removes the dirs and drops the database (after the servers let go). */
  async close(): Promise<void> {
    await this.stopAll();
    this.unregister();
    await this.cleanUp();
  }
}
