import { type ChildProcess, spawn } from 'node:child_process';

/** A child process with its output kept, so a failure can show what the child said. */
export interface Proc {
  label: string;
  child: ChildProcess;
  /** Every line the child wrote to stdout or stderr, oldest first (capped). */
  lines: string[];
  /** The stderr ones alone: a server logs to stdout, so anything here is a crash or a runtime warning. */
  stderrLines: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const MAX_LINES = 2000;
const live = new Set<ChildProcess>();

/** Async clean-ups (a database to drop, a directory to remove) owed if the run is interrupted. */
const onInterrupt = new Set<() => Promise<void> | void>();
const cleanupWithinMs = 10_000;

/** Registers a clean-up for Ctrl-C; the returned function unregisters it once done the normal way. */
export function atInterrupt(task: () => Promise<void> | void): () => void {
  onInterrupt.add(task);
  return () => onInterrupt.delete(task);
}

/**
 * A benchmark that throws, or a Ctrl-C, must not leave servers holding ports and data dirs.
 * 'exit' handlers run synchronously, so SIGKILL (which needs no reply) is all that can be done there.
 */
process.on('exit', () => {
  for (const child of live) child.kill('SIGKILL');
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    for (const child of live) child.kill('SIGKILL');
    console.error(`\n${signal}: servers killed, cleaning up…`);
    const tasks = [...onInterrupt].map(async (task) => {
      try {
        await task();
      } catch (err) {
        console.error(`clean-up failed: ${err instanceof Error ? err.message : String(err)}`);
      }
    });
    // A clean-up that hangs (an unreachable database) must not keep the process alive.
    setTimeout(() => process.exit(130), cleanupWithinMs).unref();
    void Promise.all(tasks).then(() => process.exit(130));
  });
}

export interface SpawnNodeOptions {
  label: string;
  args: readonly string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** An IPC channel, for targets that report the port they listen on. */
  ipc?: boolean;
  /** Copy the child's output to our stderr as it comes (servers under load: warnings matter). */
  echo?: boolean;
}

/** Starts `node <args>` directly, without npm or a shell in between, so signals reach the server itself. */
export function spawnNode(opts: SpawnNodeOptions): Proc {
  // BENCH_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof") profiles the servers under load.
  const extra = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...extra, ...opts.args], {
    cwd: opts.cwd,
    env: opts.env,
    stdio: opts.ipc ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
  });
  live.add(child);
  const lines: string[] = [];
  const stderrLines: string[] = [];
  const collect = (into: string[][]) => (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (line.trim() === '') continue;
      for (const list of into) if (list.length < MAX_LINES) list.push(line);
      if (opts.echo) process.stderr.write(`    [${opts.label}] ${line}\n`);
    }
  };
  child.stdout?.on('data', collect([lines]));
  child.stderr?.on('data', collect([lines, stderrLines]));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      live.delete(child);
      resolve({ code, signal });
    });
  });
  return { label: opts.label, child, lines, stderrLines, exited };
}

/** SIGTERM, as an orchestrator would send; SIGKILL if the process has not gone after `graceMs`. */
export async function stop(proc: Proc, graceMs = 10_000): Promise<void> {
  if (proc.child.exitCode !== null || proc.child.signalCode !== null) return;
  proc.child.kill('SIGTERM');
  const timer = setTimeout(() => proc.child.kill('SIGKILL'), graceMs);
  await proc.exited;
  clearTimeout(timer);
}

/** The first IPC message from the child, or an error carrying its output if it exits or stalls first. */
export function firstMessage<T>(proc: Proc, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => fail(`sent nothing within ${timeoutMs} ms`), timeoutMs);
    const fail = (why: string) => {
      clearTimeout(timer);
      reject(new Error(`${proc.label} ${why}. Its output:\n${tail(proc)}`));
    };
    proc.child.once('message', (message) => {
      clearTimeout(timer);
      resolve(message as T);
    });
    void proc.exited.then(({ code, signal }) => fail(`exited (code ${code}, signal ${signal})`));
  });
}

export function tail(proc: Proc, count = 40): string {
  return proc.lines
    .slice(-count)
    .map((l) => `    ${l}`)
    .join('\n');
}

/** Pino lines at warn (40) or above, and anything on stderr: worth reporting even when the run succeeds. */
export function warnings(proc: Proc): string[] {
  const logged = proc.lines.filter((line) => {
    if (!line.startsWith('{')) return false;
    try {
      return ((JSON.parse(line) as { level?: number }).level ?? 0) >= 40;
    } catch {
      return false;
    }
  });
  return [...logged, ...proc.stderrLines];
}
