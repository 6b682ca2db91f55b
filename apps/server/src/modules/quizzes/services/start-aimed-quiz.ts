import { chooseAimedTopics, type StartAimedQuiz } from '@abhyas/core';
import type { Deps } from '../../../deps.ts';
import { aimedTopicFacts } from '../../progress/services/aimed-facts.ts';
import { drawFor, drawGenerated, type QuestionPick, recentBankIds } from '../question-source.ts';
import { createQuiz, shuffled } from './create-quiz.ts';

/**
 * "Practise my weak topics": core's rule splits the quiz over the student's weakest, most weighed
 * topics plus some not seen for a while (docs/quizzes.md); each topic's share is drawn like a topic
 * quiz. A topic with too little material passes its shortfall to generated questions of the chosen
 * subjects.
 */
export async function startAimedQuiz(d: Deps, userId: string, body: StartAimedQuiz) {
  return d.db.transaction(async (tx) => {
    const [facts, recent] = await Promise.all([aimedTopicFacts(d, tx, userId), recentBankIds(tx, userId)]);
    const slots = chooseAimedTopics(facts, body.length);
    const taken = new Set<string>();
    const picks: QuestionPick[] = [];
    for (const slot of slots) picks.push(...(await drawFor(tx, slot, slot.count, recent, taken)));
    const subjects = [...new Set(slots.map((s) => s.subject))];
    for (const subject of subjects) {
      if (picks.length >= body.length) break;
      picks.push(...drawGenerated(subject, null, body.length - picks.length));
    }
    return createQuiz(
      tx,
      {
        userId,
        kind: 'aimed',
        subject: null,
        topic: null,
        timerMinutes: body.timerMinutes ?? null,
        at: d.clock(),
      },
      shuffled(picks.slice(0, body.length)),
    );
  });
}
