import {
  countStatuses as countPaletteStatuses,
  type PaletteStatus,
  paletteStatus,
  type StatusCounts,
} from '@abhyas/core';

export type { StatusCounts };

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

/** The palette counts of these questions (core's rule: each question once, in its one status). */
export function countStatuses(questionIds: readonly string[], responses: ResponseMap): StatusCounts {
  return countPaletteStatuses(questionIds.map((id) => statusOf(responses[id])));
}
