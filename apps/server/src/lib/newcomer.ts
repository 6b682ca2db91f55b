/**
 * The viewer a public practice page reads as (docs/first-visit.md): an id no account has. The
 * sealing rule (`sealedFor`, modules/exams/sealing.ts) treats it as a student who has submitted no
 * set and sits none, so every published set's questions are sealed for it, and what a visitor is
 * shown is exactly what a brand-new student may practise (docs/honest-ranks.md).
 */
export const newcomer = '00000000-0000-0000-0000-000000000000';
