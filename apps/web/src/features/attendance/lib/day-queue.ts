import type { AttendanceMarkInput, SaveAttendanceDayResponse } from '@abhyas/core';
import { isApiError } from '@/lib/api-client';

/** Where the queue keeps its days: IndexedDB in the app (idb-keyval), memory in tests. */
export interface QueueStore {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<void>;
}

/** One saved day waiting for the server: every mark of it, each with the server copy it was based on. */
export interface QueuedDay {
  organizationId: string;
  batchId: string;
  batchName: string;
  day: string;
  marks: AttendanceMarkInput[];
  /** When Save was pressed (epoch ms); the server echoes it, so a newer Save of the same day is kept. */
  clientSavedAt: number;
  /** The server refused the day (a 4xx that no retry cures): kept until the teacher discards it. */
  refused?: { rule: string | null; message: string };
}

export const queuedDayKey = (d: Pick<QueuedDay, 'organizationId' | 'batchId' | 'day'>) =>
  `${d.organizationId}:${d.batchId}:${d.day}`;

export type SendDay = (day: QueuedDay) => Promise<SaveAttendanceDayResponse>;

/** What one flush did: the days the server took (with its answer) and whether it stopped for the network. */
export interface FlushResult {
  saved: { day: QueuedDay; response: SaveAttendanceDayResponse }[];
  refused: QueuedDay[];
  offline: boolean;
}

/** No answer from the server, or one that a later try may cure (busy, rate limit, 5xx). */
const worthRetrying = (error: unknown) =>
  !isApiError(error) ||
  error.code === 'NETWORK_ERROR' ||
  error.status === 408 ||
  error.status === 429 ||
  error.status >= 500;

/**
 * Attendance days saved on the device and not yet acknowledged (docs/attendance.md, "Offline"). A Save
 * writes the day here first and then sends it, so a phone with no signal, a closed tab or a flat
 * battery loses nothing. A day leaves the queue only on the server's 2xx for that very version
 * (`clientSavedAt`); a newer Save of the same day made meanwhile stays and is sent next. Marks of the
 * same day merge by student, so "use mine" on a conflict adds to a day still waiting.
 */
export class DayQueue {
  private chain: Promise<unknown> = Promise.resolve();
  /** The list as last read or written: storage may be blocked (private mode) and the queue still works. */
  private memory: QueuedDay[] | null = null;

  constructor(
    private readonly store: QueueStore,
    private readonly key: string,
  ) {}

  /** One change at a time: a Save during a flush never reads a stale list and overwrites it. */
  private serial<T>(work: () => Promise<T>): Promise<T> {
    const next = this.chain.then(work, work);
    this.chain = next.catch(() => undefined);
    return next;
  }

  private async read(): Promise<QueuedDay[]> {
    const stored = await this.store.get<QueuedDay[]>(this.key).catch(() => undefined);
    this.memory = stored ?? this.memory ?? [];
    return [...this.memory];
  }

  private async write(list: QueuedDay[]): Promise<void> {
    this.memory = list;
    await this.store.set(this.key, list).catch(() => undefined);
  }

  list(): Promise<QueuedDay[]> {
    return this.serial(() => this.read());
  }

  /** Keeps a day (merging its marks by student into a version still waiting) and answers the list. */
  put(day: QueuedDay): Promise<QueuedDay[]> {
    return this.serial(async () => {
      const list = await this.read();
      const at = list.findIndex((d) => queuedDayKey(d) === queuedDayKey(day));
      if (at === -1) list.push(day);
      else {
        const byStudent = new Map((list[at] as QueuedDay).marks.map((m) => [m.userId, m]));
        for (const m of day.marks) byStudent.set(m.userId, m);
        const { refused: _dropped, ...rest } = day;
        list[at] = { ...rest, marks: [...byStudent.values()] };
      }
      await this.write(list);
      return list;
    });
  }

  /** The teacher gave up a refused day. */
  discard(key: string): Promise<QueuedDay[]> {
    return this.serial(async () => {
      const list = (await this.read()).filter((d) => queuedDayKey(d) !== key);
      await this.write(list);
      return list;
    });
  }

  /**
   * Sends every waiting day, oldest first. A 2xx removes that version; a refusal marks the day (kept);
   * no network (or a 5xx, a 429) stops the flush with everything left as it was.
   */
  flush(send: SendDay): Promise<FlushResult> {
    return this.serial(async () => {
      const result: FlushResult = { saved: [], refused: [], offline: false };
      for (const day of await this.read()) {
        if (day.refused) continue;
        try {
          const response = await send(day);
          result.saved.push({ day, response });
          const list = (await this.read()).filter(
            (d) => !(queuedDayKey(d) === queuedDayKey(day) && d.clientSavedAt === day.clientSavedAt),
          );
          await this.write(list);
        } catch (error) {
          if (worthRetrying(error)) {
            result.offline = true;
            break;
          }
          const refused = {
            rule: isApiError(error) ? (error.rule ?? null) : null,
            message: error instanceof Error ? error.message : String(error),
          };
          const list = (await this.read()).map((d) =>
            queuedDayKey(d) === queuedDayKey(day) && d.clientSavedAt === day.clientSavedAt
              ? { ...d, refused }
              : d,
          );
          await this.write(list);
          result.refused.push({ ...day, refused });
        }
      }
      return result;
    });
  }
}
