import type { CurrentAffairsCandidate } from '@abhyas/core';
import type { CandidateRow } from './queries.ts';

export const presentCandidate = (r: CandidateRow): CurrentAffairsCandidate => ({
  id: r.id,
  topic: r.topic,
  factDate: r.fact_date,
  expiresOn: r.expires_on,
  text: { hi: r.text_hi, en: r.text_en },
  options: r.options,
  correctOption: Number(r.correct_option),
  publishedOn: r.published_on,
});
