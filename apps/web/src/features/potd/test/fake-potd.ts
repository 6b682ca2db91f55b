import type { PotdProblem, PotdToday } from '@abhyas/core';
import { jsonResponse, type RecordedCall } from '@/test/fetch-mock';

export const questionId = '22222222-2222-4222-8222-222222222222';
const options = ['12', '15', '18', '21'];
export const key = '18';

/**
 * A fake Problem of the Day server for one student (userId u_1): the key is '18'; a wrong answer is
 * counted and changes nothing; a right one makes the streak 1 (the stored max stays the larger).
 */
export function fakePotd(init: { solved?: boolean; problem?: 'none'; today?: 'missing' | 'broken' } = {}) {
  const server = {
    solved: init.solved ?? false,
    tries: 0,
    streak: { current: init.solved ? 1 : 0, max: 4 },
    bookmarked: false,
    submits: [] as string[],
  };
  const problem = (): PotdProblem => ({
    day: '2026-11-27',
    questionId,
    questionText: 'What is 25% of 72?',
    difficulty: 'medium',
    category: 'Percentage',
    subject: 'maths',
    topic: 'percentage',
    options: options.map((text) => (server.solved ? { text, isCorrect: text === key } : { text })),
    ...(server.solved ? { explanation: 'A quarter of 72 is 18.' } : {}),
    bookmarked: server.bookmarked,
  });
  const today = (): PotdToday => ({
    alreadySolved: server.solved,
    tries: server.tries,
    streak: server.streak,
    problem: init.problem === 'none' ? null : problem(),
  });
  const userData = () => ({ data: { bookmarkedProblems: 3, streak: server.streak } });

  const handler = (call: RecordedCall) => {
    if (call.method === 'GET' && call.url === '/api/potd/today') {
      if (init.today === 'missing')
        return jsonResponse(404, {
          error: { code: 'NOT_FOUND', message: 'There is no problem for today yet' },
        });
      if (init.today === 'broken') return jsonResponse(500, { error: { code: 'INTERNAL', message: 'boom' } });
      return jsonResponse(200, today());
    }
    if (call.method === 'POST' && call.url === '/api/potd/submit') {
      const { answer } = call.body as { answer: string };
      server.submits.push(answer);
      if (answer !== key) {
        server.tries += 1;
        return jsonResponse(200, {
          success: false,
          message: 'Incorrect answer. Try again',
          streak: server.streak,
        });
      }
      if (!server.solved) {
        server.solved = true;
        server.streak = { current: 1, max: 4 };
      }
      return jsonResponse(200, {
        success: true,
        message: `Correct! Current streak: ${server.streak.current}`,
        streak: server.streak,
        problem: problem(),
      });
    }
    if (call.url === '/api/problem-of-day/users/u_1') return jsonResponse(200, userData());
    if (call.url === `/api/questions/${questionId}/bookmark`) {
      server.bookmarked = call.method === 'PUT';
      return jsonResponse(200, { questionId, bookmarked: server.bookmarked });
    }
    return jsonResponse(404, { error: { code: 'NOT_FOUND', message: 'no' } });
  };
  return { server, handler };
}
