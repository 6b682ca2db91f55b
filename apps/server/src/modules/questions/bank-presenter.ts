import {
  type BankCountedName,
  type BankQuestionItem,
  type BankReveal,
  type Difficulty,
  type ExamKey,
  examKeys,
  subjectNames,
} from '@abhyas/core';

/**
 * The bank's rows as contracts. A bank question is presented from a row that does not even hold
 * the key or the explanation (the services select the columns below), so nothing can leak here;
 * the key goes out only through `presentReveal`, the answer to a deliberate request.
 */
export interface BankRow {
  id: string;
  subject: string;
  topic: string;
  difficulty: string;
  textHi: string;
  textEn: string;
  options: { hi: string; en: string }[];
  imageUrl: string | null;
  passage: { hi: string; en: string } | null;
  exams: string[];
  bookmarked: boolean;
  answered: boolean;
}

const isExamKey = (k: string): k is ExamKey => (examKeys as readonly string[]).includes(k);

export function presentBankQuestion(row: BankRow): BankQuestionItem {
  return {
    id: row.id,
    subject: row.subject,
    topic: row.topic,
    difficulty: row.difficulty as Difficulty,
    text: { hi: row.textHi, en: row.textEn },
    options: row.options,
    image: row.imageUrl,
    ...(row.passage ? { passage: row.passage } : {}),
    exams: row.exams.filter(isExamKey).sort(),
    bookmarked: row.bookmarked,
    answered: row.answered,
  };
}

/** A subject or topic with its name in both languages; a key the dictionary lacks is its own name. */
export function presentCounted(key: string, count: number): BankCountedName {
  const name = (subjectNames as Record<string, { hi: string; en: string }>)[key] ?? { hi: key, en: key };
  return { key, name: { hi: name.hi, en: name.en }, count };
}

export function presentReveal(
  questionId: string,
  row: { correctOption: number; explanationHi: string; explanationEn: string },
  reportAttemptId: string | null,
): BankReveal {
  return {
    questionId,
    answer: row.correctOption + 1,
    explanation: { hi: row.explanationHi, en: row.explanationEn },
    reportAttemptId,
  };
}
