import { chooseAimedTopics, dueCap, type Explained, type StartAimedQuiz } from '@abhyas/core';
import type { Deps } from '../../../deps.ts';
import { aimedTopicFacts } from '../../progress/services/aimed-facts.ts';
import { drawBankMany, takeSlot } from '../draw-bank.ts';
import { drawGenerated, type QuestionPick, refOf } from '../question-source.ts';
import { createQuiz, quizOrder } from './create-quiz.ts';

/**
 * "Practise my weak topics": core's rule splits the quiz over the student's weakest, most weighed
 * topics plus some not seen for a while (docs/quizzes.md). The bank questions of every chosen topic
 * come in one statement; a topic short of them is topped up by its generated families, and what is
 * still missing by the generated families of the chosen subjects.
 */
export async function startAimedQuiz(d: Deps, userId: string, body: StartAimedQuiz) {
  return d.db.transaction(async (tx) => {
    // One query at a time: a transaction is one connection (PGlite's only one; pg's client too).
    const facts = await aimedTopicFacts(d, tx, userId);
    const slots = chooseAimedTopics(facts, body.length);
    // The draw orders each topic as a topic quiz does (docs/quizzes.md, "The draw") and brings the
    // questions' content; it draws twice what each topic needs, so that questions giving each other
    // away can be kept apart, and leaves room for its fresh ones to come before generated ones.
    const bank = await drawBankMany(
      tx,
      slots.map((s) => ({ subject: s.subject, topic: s.topic, n: 2 * s.count, cap: dueCap(s.count) })),
      { userId, now: d.clock() },
    );
    const picks: QuestionPick[] = [];
    const kept: Explained[] = [];
    for (const slot of slots) {
      const drawn = bank.filter((p) => p.subject === slot.subject && p.topic === slot.topic);
      picks.push(...takeSlot(drawn, slot, kept));
    }
    for (const subject of new Set(slots.map((s) => s.subject))) {
      if (picks.length >= body.length) break;
      picks.push(...drawGenerated(subject, null, body.length - picks.length));
    }
    const known = new Map(bank.map((p) => [refOf(p), p.content]));
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
      quizOrder(picks.slice(0, body.length), known),
      known,
    );
  });
}
