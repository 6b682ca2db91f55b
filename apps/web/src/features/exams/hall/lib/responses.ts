import { type PaletteStatus, paletteStatus, paletteStatuses } from '@abhyas/core';

/** What the hall knows about one question's answer; `seq` is the save that produced it. */
export interface LocalResponse {
  answer: number | null;
  marked: boolean;
  visited: boolean;
  seq: number;
}

export type ResponseMap = Record<string, LocalResponse>;

export const emptyResponse: LocalResponse = { answer: null, marked: false, visited: false, seq: 0 };

/** Per question the response with the highest seq wins, as on the server. */
export function mergeResponses(...maps: readonly ResponseMap[]): ResponseMap {
  const out: ResponseMap = {};
  for (const map of maps)
    for (const [id, response] of Object.entries(map)) {
      const current = out[id];
      if (!current || response.seq >= current.seq) out[id] = response;
    }
  return out;
}

export function statusOf(response: LocalResponse | undefined): PaletteStatus {
  const r = response ?? emptyResponse;
  return paletteStatus(r.visited, r.answer, r.marked);
}

export type StatusCounts = Record<PaletteStatus, number>;

export function countStatuses(questionIds: readonly string[], responses: ResponseMap): StatusCounts {
  const counts = Object.fromEntries(paletteStatuses.map((s) => [s, 0])) as StatusCounts;
  for (const id of questionIds) counts[statusOf(responses[id])] += 1;
  return counts;
}
