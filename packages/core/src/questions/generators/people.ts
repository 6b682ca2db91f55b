import type { Localized } from '../../content/localized.ts';

export interface Person extends Localized {
  sex: 'male' | 'female';
}

/** People the ranking puzzles name (kept as they were, so those questions do not change). */
export const people: readonly Person[] = [
  { hi: 'राहुल', en: 'Rahul', sex: 'male' },
  { hi: 'सीमा', en: 'Seema', sex: 'female' },
  { hi: 'अमित', en: 'Amit', sex: 'male' },
  { hi: 'प्रिया', en: 'Priya', sex: 'female' },
  { hi: 'करण', en: 'Karan', sex: 'male' },
  { hi: 'नेहा', en: 'Neha', sex: 'female' },
];

/**
 * Everyone the walks and blood-relation puzzles may name, with the sex their verbs and relations
 * must agree with (wording.test.ts keeps its own copy of who is who).
 */
export const everyone: readonly Person[] = [
  ...people,
  { hi: 'विकास', en: 'Vikas', sex: 'male' },
  { hi: 'सुरेश', en: 'Suresh', sex: 'male' },
  { hi: 'अर्जुन', en: 'Arjun', sex: 'male' },
  { hi: 'रोहन', en: 'Rohan', sex: 'male' },
  { hi: 'मनोज', en: 'Manoj', sex: 'male' },
  { hi: 'दीपक', en: 'Deepak', sex: 'male' },
  { hi: 'संजय', en: 'Sanjay', sex: 'male' },
  { hi: 'अनिल', en: 'Anil', sex: 'male' },
  { hi: 'रवि', en: 'Ravi', sex: 'male' },
  { hi: 'अनीता', en: 'Anita', sex: 'female' },
  { hi: 'कविता', en: 'Kavita', sex: 'female' },
  { hi: 'पूजा', en: 'Pooja', sex: 'female' },
  { hi: 'रीता', en: 'Rita', sex: 'female' },
  { hi: 'सुनीता', en: 'Sunita', sex: 'female' },
  { hi: 'मीना', en: 'Meena', sex: 'female' },
  { hi: 'अंजलि', en: 'Anjali', sex: 'female' },
  { hi: 'गीता', en: 'Geeta', sex: 'female' },
  { hi: 'ममता', en: 'Mamta', sex: 'female' },
];
