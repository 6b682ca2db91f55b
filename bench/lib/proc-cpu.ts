/**
 * CPU seconds spent by processes over a run, from /proc (Linux only): which of the server, PostgreSQL,
 * the load balancer and the load generator used the machine's cores tells what limits the figures.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const ticksPerSecond = 100; // USER_HZ on Linux

function ticks(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command (which may hold spaces) start at state: utime is the 12th, stime the 13th.
    const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(rest[11]) + Number(rest[12]);
  } catch {
    return 0; // gone: its time is lost, which only understates
  }
}

/** Pids of every process whose command name is `comm` (e.g. all of PostgreSQL's backends). */
export function pidsNamed(comm: string): number[] {
  const out: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === comm) out.push(Number(entry));
    } catch {
      // exited meanwhile
    }
  }
  return out;
}

/** A process and its children (nginx's master and workers), not every process of that name on the machine. */
export function pidAndChildren(pid: number): number[] {
  const out = [pid];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid) out.push(Number(entry));
    } catch {
      // exited meanwhile
    }
  }
  return out;
}

export type CpuGroups = Record<string, () => number[]>;

/** Snapshots CPU ticks per group; `since()` gives CPU seconds per group (processes born meanwhile count whole). */
export function cpuMeter(groups: CpuGroups) {
  const snap = () => {
    const m = new Map<string, Map<number, number>>();
    for (const [name, pids] of Object.entries(groups))
      m.set(name, new Map(pids().map((pid) => [pid, ticks(pid)])));
    return m;
  };
  const start = snap();
  const startedAt = performance.now();
  return {
    since(): { seconds: number; byGroup: Record<string, number> } {
      const end = snap();
      const byGroup: Record<string, number> = {};
      for (const [name, pids] of end) {
        let sum = 0;
        for (const [pid, t] of pids) sum += t - (start.get(name)?.get(pid) ?? 0);
        byGroup[name] = sum / ticksPerSecond;
      }
      return { seconds: (performance.now() - startedAt) / 1000, byGroup };
    },
  };
}

export function pinCpus(pid: number, cpus: string): void {
  // -a: every thread (libuv's pool, V8's), not just the main one.
  execFileSync('taskset', ['-a', '-p', '-c', cpus, String(pid)], { stdio: 'ignore' });
}
