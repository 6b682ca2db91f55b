import type { Localized } from '../../content/localized.ts';
import type { QuestionFamily } from './family.ts';
import { everyone } from './people.ts';
import { seededRng } from './random.ts';

type Relation = {
  hi: string;
  en: string;
  speaker: 'male' | 'female' | 'any';
  answer: Localized;
  why: Localized;
};
const daughter = { hi: 'मेरी पुत्री', en: 'My daughter' };
const son = { hi: 'मेरा पुत्र', en: 'My son' };
const mother = { hi: 'मेरी माता', en: 'My mother' };
const father = { hi: 'मेरे पिता', en: 'My father' };
const sister = { hi: 'मेरी बहन', en: 'My sister' };
const brother = { hi: 'मेरा भाई', en: 'My brother' };
const wife = { hi: 'मेरी पत्नी', en: 'My wife' };
const himself = {
  hi: 'पिता का इकलौता पुत्र स्वयं बोलने वाला (पुरुष) है',
  en: "the father's only son is the speaker (a man) himself",
};
const herself = {
  hi: 'पिता की इकलौती पुत्री स्वयं बोलने वाली (महिला) है',
  en: "the father's only daughter is the speaker (a woman) herself",
};

/**
 * "This is my X's Y" puzzles whose answer is fixed by the relations. Some only work for a man
 * (his father's only son is himself; his son's mother is his wife) or for a woman: `speaker` says
 * who may say them. The Hindi quote carries its verb, so the postposition before the last noun
 * agrees with it. The `relation` param is the index here, which generators.test.ts solves.
 */
export const relations: Relation[] = [
  {
    hi: 'मेरे पिता के इकलौते पुत्र की पुत्री है',
    en: "my father's only son's daughter",
    speaker: 'male',
    answer: daughter,
    why: himself,
  },
  {
    hi: 'मेरी माता के पिता की इकलौती पुत्री है',
    en: "my mother's father's only daughter",
    speaker: 'any',
    answer: mother,
    why: {
      hi: 'नाना की इकलौती पुत्री माता ही हैं',
      en: "the maternal grandfather's only daughter is the mother",
    },
  },
  {
    hi: 'मेरे पिता की माता का इकलौता पुत्र है',
    en: "my father's mother's only son",
    speaker: 'any',
    answer: father,
    why: { hi: 'दादी का इकलौता पुत्र पिता ही हैं', en: "the paternal grandmother's only son is the father" },
  },
  {
    hi: 'मेरे पुत्र की माता का ससुर है',
    en: "my son's mother's father-in-law",
    speaker: 'male',
    answer: father,
    why: {
      hi: 'पुत्र की माता बोलने वाले (पुरुष) की पत्नी है; उसके ससुर बोलने वाले के पिता हैं',
      en: "the son's mother is the speaker's (a man's) wife; her father-in-law is the speaker's father",
    },
  },
  {
    hi: 'मेरे पिता के इकलौते पुत्र का पुत्र है',
    en: "my father's only son's son",
    speaker: 'male',
    answer: son,
    why: himself,
  },
  {
    hi: 'मेरी माता के इकलौते पुत्र की पत्नी है',
    en: "my mother's only son's wife",
    speaker: 'male',
    answer: wife,
    why: {
      hi: 'माता का इकलौता पुत्र स्वयं बोलने वाला (पुरुष) है',
      en: "the mother's only son is the speaker (a man) himself",
    },
  },
  {
    hi: 'मेरे पिता की इकलौती पुत्री का पुत्र है',
    en: "my father's only daughter's son",
    speaker: 'female',
    answer: son,
    why: herself,
  },
  {
    hi: 'मेरी माता की इकलौती पुत्री की पुत्री है',
    en: "my mother's only daughter's daughter",
    speaker: 'female',
    answer: daughter,
    why: {
      hi: 'माता की इकलौती पुत्री स्वयं बोलने वाली (महिला) है',
      en: "the mother's only daughter is the speaker (a woman) herself",
    },
  },
  {
    hi: 'मेरे पिता के पिता के इकलौते पुत्र की पुत्री है',
    en: "my father's father's only son's daughter",
    speaker: 'male',
    answer: sister,
    why: {
      hi: 'दादा का इकलौता पुत्र पिता ही हैं, और उनकी पुत्री बोलने वाले (पुरुष) की बहन है',
      en: "the paternal grandfather's only son is the father, and his daughter is the speaker's (a man's) sister",
    },
  },
  {
    hi: 'मेरे भाई के पिता की इकलौती पुत्री है',
    en: "my brother's father's only daughter",
    speaker: 'male',
    answer: sister,
    why: {
      hi: 'भाई के पिता बोलने वाले के पिता ही हैं, और उनकी इकलौती पुत्री बोलने वाले (पुरुष) की बहन है',
      en: "the brother's father is the speaker's father, and his only daughter is the speaker's (a man's) sister",
    },
  },
  {
    hi: 'मेरी बहन की माता का इकलौता पुत्र है',
    en: "my sister's mother's only son",
    speaker: 'female',
    answer: brother,
    why: {
      hi: 'बहन की माता बोलने वाली की माता ही हैं, और उनका इकलौता पुत्र बोलने वाली (महिला) का भाई है',
      en: "the sister's mother is the speaker's mother, and her only son is the speaker's (a woman's) brother",
    },
  },
  {
    hi: 'मेरी माता की माता की इकलौती पुत्री है',
    en: "my mother's mother's only daughter",
    speaker: 'any',
    answer: mother,
    why: {
      hi: 'नानी की इकलौती पुत्री माता ही हैं',
      en: "the maternal grandmother's only daughter is the mother",
    },
  },
  {
    hi: 'मेरे पुत्र की इकलौती बहन है',
    en: "my son's only sister",
    speaker: 'any',
    answer: daughter,
    why: {
      hi: 'पुत्र की इकलौती बहन बोलने वाले की पुत्री ही है',
      en: "the son's only sister is the speaker's daughter",
    },
  },
  {
    hi: 'मेरी पुत्री का इकलौता भाई है',
    en: "my daughter's only brother",
    speaker: 'any',
    answer: son,
    why: {
      hi: 'पुत्री का इकलौता भाई बोलने वाले का पुत्र ही है',
      en: "the daughter's only brother is the speaker's son",
    },
  },
  {
    hi: 'मेरी माता के इकलौते पुत्र की पुत्री है',
    en: "my mother's only son's daughter",
    speaker: 'male',
    answer: daughter,
    why: {
      hi: 'माता का इकलौता पुत्र स्वयं बोलने वाला (पुरुष) है',
      en: "the mother's only son is the speaker (a man) himself",
    },
  },
  {
    hi: 'मेरे भाई की इकलौती बहन की पुत्री है',
    en: "my brother's only sister's daughter",
    speaker: 'female',
    answer: daughter,
    why: {
      hi: 'भाई की इकलौती बहन स्वयं बोलने वाली (महिला) है',
      en: "the brother's only sister is the speaker (a woman) herself",
    },
  },
  {
    hi: 'मेरे पिता के पिता का इकलौता पुत्र है',
    en: "my father's father's only son",
    speaker: 'any',
    answer: father,
    why: { hi: 'दादा का इकलौता पुत्र पिता ही हैं', en: "the paternal grandfather's only son is the father" },
  },
];
const relationOptions: Localized[] = [
  daughter,
  mother,
  father,
  sister,
  brother,
  { hi: 'मेरी भतीजी', en: 'My niece' },
  son,
  wife,
];
/** Where the photograph is: more ways to set the same puzzle. */
const scenes: Localized[] = [
  { hi: 'एक तस्वीर', en: '' },
  { hi: 'दीवार पर लगी एक तस्वीर', en: ' on the wall' },
  { hi: 'एक पुराने एल्बम में लगी एक तस्वीर', en: ' in an old album' },
  { hi: 'मोबाइल फ़ोन पर एक तस्वीर', en: ' on a mobile phone' },
];
const capitalised = (s: string) => `${s.charAt(0).toUpperCase()}${s.slice(1)}`;

export const bloodRelations: QuestionFamily = {
  key: 'blood-relations',
  subject: 'reasoning',
  topic: 'blood-relations',
  difficulty: 'medium',
  draw(rng) {
    // The person first, then a puzzle they can say: a woman never says "my father's only son's daughter".
    const who = rng.pick(everyone);
    const r = rng.pick(relations.filter((rel) => rel.speaker === 'any' || rel.speaker === who.sex));
    const scene = rng.pick(scenes);
    const index = relations.indexOf(r);
    const man = who.sex === 'male';
    // A woman is not offered "my wife": an option she could rule out at once.
    const offered = relationOptions.filter((o) => o.en !== r.answer.en && (man || o.en !== wife.en));
    return {
      text: {
        hi: `${who.hi} (${man ? 'पुरुष' : 'महिला'}) ${scene.hi} की ओर इशारा करके ${man ? 'कहता' : 'कहती'} है, "यह ${r.hi}।" तस्वीर में कौन है? (उत्तर ${who.hi} के शब्दों में)`,
        en: `Pointing to a photograph${scene.en}, ${who.en} (${man ? 'a man' : 'a woman'}) says, "This is ${r.en}." Who is in the photograph? (Answer in ${who.en}'s words.)`,
      },
      correct: r.answer,
      // Ordered by the puzzle, its speaker and scene, so the same text always offers the same options.
      wrong: seededRng(index * 1000 + everyone.indexOf(who) * 10 + scenes.indexOf(scene)).shuffle(offered),
      explanation: {
        hi: `${r.why.hi}, इसलिए उत्तर: ${r.answer.hi}।`,
        en: `${capitalised(r.why.en)}, so the answer is: ${r.answer.en}.`,
      },
      params: { relation: index, speaker: who.en },
    };
  },
};
