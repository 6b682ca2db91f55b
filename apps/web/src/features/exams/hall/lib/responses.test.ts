import { describe, expect, it } from 'vitest';
import { countStatuses, mergeResponses, statusOf } from './responses';

describe('palette statuses', () => {
  it('maps a response to the five official statuses', () => {
    expect(statusOf(undefined)).toBe('notVisited');
    expect(statusOf({ answer: null, marked: false, visited: true, seq: 1 })).toBe('notAnswered');
    expect(statusOf({ answer: 2, marked: false, visited: true, seq: 1 })).toBe('answered');
    expect(statusOf({ answer: null, marked: true, visited: true, seq: 1 })).toBe('markedForReview');
    expect(statusOf({ answer: 0, marked: true, visited: true, seq: 1 })).toBe('answeredMarkedForReview');
  });

  it('counts every question once', () => {
    const counts = countStatuses(['a', 'b', 'c', 'd'], {
      a: { answer: 1, marked: false, visited: true, seq: 1 },
      b: { answer: null, marked: true, visited: true, seq: 2 },
      c: { answer: null, marked: false, visited: true, seq: 3 },
    });
    expect(counts).toEqual({
      notVisited: 1,
      notAnswered: 1,
      answered: 1,
      markedForReview: 1,
      answeredMarkedForReview: 0,
      total: 4,
    });
  });

  it('lets the higher seq win when local answers meet acknowledged ones', () => {
    const server = {
      a: { answer: 1, marked: false, visited: true, seq: 4 },
      b: { answer: 2, marked: false, visited: true, seq: 9 },
    };
    const local = {
      a: { answer: 3, marked: true, visited: true, seq: 7 },
      b: { answer: 0, marked: false, visited: true, seq: 5 },
    };
    const merged = mergeResponses(server, local);
    expect(merged.a?.answer).toBe(3);
    expect(merged.b?.answer).toBe(2);
  });
});
