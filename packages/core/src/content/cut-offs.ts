import type { ExamKey } from '../exams/exam-keys.ts';
import type { Localized } from './localized.ts';

/**
 * Official cut-offs beside an exam's page and a mock's result (issue 21, docs/cut-offs.md). Only figures
 * the commission published as a notice, each year with the sources that reported that notice; an exam
 * whose body publishes none (IBPS, SBI: cut-offs only on each candidate's score card) or whose figures
 * could not be tied to a notice gets a sentence saying so instead, never an estimate.
 */
export const cutOffCategories = [
  'general',
  'ews',
  'obc',
  'sc',
  'st',
  'pwbd1',
  'pwbd2',
  'pwbd3',
  'pwbd5',
] as const;
export type CutOffCategory = (typeof cutOffCategories)[number];

export interface CutOffSource {
  /** Who reported the notice, as the page shows it ("The Indian Express"). */
  name: string;
  url: string;
}

export interface CutOffYear {
  /** The exam's year (UPSC CSE 2025 is the exam of 2025, its cut-offs announced in 2026). */
  year: number;
  /** When the body announced the figures (YYYY-MM-DD), where a source says so. */
  announced?: string;
  marks: Partial<Record<CutOffCategory, number>>;
  sources: readonly CutOffSource[];
}

export interface ExamCutOffs {
  /** The exam info card's id (`examInfoCards`). */
  examId: string;
  /** The template whose mocks the result compares. */
  examKey: ExamKey;
  /** Which stage and paper the figures are for. */
  paper: Localized;
  /** The paper's maximum marks. */
  outOf: number;
  /** A cut-off (the last qualifying candidate's marks) or a fixed qualifying mark. */
  kind: 'cut-off' | 'qualifying';
  /** Newest first, at most two. */
  years: readonly CutOffYear[];
  /** What the figure means, and how the mock differs from the paper it is for. */
  note: Localized;
}

const l = (hi: string, en: string): Localized => ({ hi, en });

export const officialCutOffs: readonly ExamCutOffs[] = [
  {
    examId: 'upsc-cse',
    examKey: 'UPSC_CSE',
    paper: l('प्रारंभिक परीक्षा: सामान्य अध्ययन प्रश्नपत्र I', 'Preliminary: General Studies Paper I'),
    outOf: 200,
    kind: 'cut-off',
    years: [
      {
        year: 2025,
        announced: '2026-03-09',
        marks: {
          general: 92.66,
          ews: 89.34,
          obc: 92,
          sc: 84,
          st: 82.66,
          pwbd1: 76.66,
          pwbd2: 54.66,
          pwbd3: 40.66,
          pwbd5: 40.66,
        },
        sources: [
          {
            name: 'The Indian Express',
            url: 'https://indianexpress.com/article/education/upsc-cse-2025-prelims-mains-final-cut-off-announced-category-wise-10573950/',
          },
          {
            name: 'Free Press Journal',
            url: 'https://www.freepressjournal.in/education/upsc-releases-civil-services-exam-2025-cut-offs-for-prelims-mains-and-final-selection-at-upscgovin',
          },
        ],
      },
      {
        year: 2024,
        marks: { general: 87.98, ews: 85.92, obc: 87.28, sc: 79.03, st: 74.23 },
        sources: [
          { name: 'PW OnlyIAS', url: 'https://pwonlyias.com/upsc-prelims-cut-off' },
          {
            name: 'ForumIAS',
            url: 'https://forumias.com/blog/upsc-ias-2024-cutoff-prelims-mains-and-final-category-wise-trend-analysis/',
          },
        ],
      },
    ],
    note: l(
      'UPSC केवल सामान्य अध्ययन प्रश्नपत्र I के अंकों पर कट-ऑफ तय करता है; CSAT (प्रश्नपत्र II) में 33% अंक लाना अनिवार्य है पर वे जोड़े नहीं जाते। Abhyas का मॉक दोनों को एक 200 अंकों के प्रश्नपत्र में मिलाता है, इसलिए तुलना केवल एक संकेत है।',
      'UPSC sets the cut-off on General Studies Paper I alone; CSAT (Paper II) must reach 33 % but is not added. The Abhyas mock mixes both into one paper of 200 marks, so the comparison is only a pointer.',
    ),
  },
  {
    examId: 'ctet',
    examKey: 'CTET',
    paper: l('पेपर 1 (कक्षा 1 से 5)', 'Paper 1 (classes I to V)'),
    outOf: 150,
    kind: 'qualifying',
    years: [
      {
        year: 2011,
        announced: '2011-02-11',
        marks: { general: 90 },
        sources: [
          {
            name: 'NCTE notification 76-4/2010/NCTE/Acad (as quoted by myCBSEguide)',
            url: 'https://mycbseguide.com/blog/ctet-2018-passing-criteria-applicability-and-validity',
          },
        ],
      },
    ],
    note: l(
      'CTET में कट-ऑफ नहीं, उत्तीर्ण होने के लिए 60% अंक (150 में से 90) चाहिए (NCTE की 11 फ़रवरी 2011 की अधिसूचना)। आरक्षित वर्गों को छूट देना नियुक्ति करने वाले विद्यालय प्रबंधन पर छोड़ा गया है।',
      'CTET has no cut-off: a candidate passes with 60 % (90 of 150), by NCTE’s notification of 11 February 2011. Concessions for reserved categories are left to the school managements that recruit.',
    ),
  },
];

/**
 * Why an exam page shows no cut-off, for exams whose bodies publish none as a notice or whose latest
 * figures could not be tied to one (docs/cut-offs.md). Exams in neither list say nothing.
 */
export const cutOffsNotShown: Readonly<Record<string, Localized>> = {
  'ibps-po': l(
    'IBPS कट-ऑफ सूचना के रूप में प्रकाशित नहीं करता; हर उम्मीदवार को अपने स्कोर कार्ड में दिखते हैं।',
    'IBPS publishes no cut-off notice: each candidate sees them on their own score card.',
  ),
  'ibps-clerk': l(
    'IBPS कट-ऑफ सूचना के रूप में प्रकाशित नहीं करता; हर उम्मीदवार को अपने स्कोर कार्ड में दिखते हैं।',
    'IBPS publishes no cut-off notice: each candidate sees them on their own score card.',
  ),
  'sbi-po': l(
    'SBI के कट-ऑफ हमें उसकी किसी सूचना से जुड़े नहीं मिले, इसलिए यहाँ नहीं दिखाए गए।',
    'We found no SBI notice giving its cut-offs, so none are shown here.',
  ),
  'sbi-clerk': l(
    'SBI के कट-ऑफ हमें उसकी किसी सूचना से जुड़े नहीं मिले, इसलिए यहाँ नहीं दिखाए गए।',
    'We found no SBI notice giving its cut-offs, so none are shown here.',
  ),
  'ssc-cgl': l(
    'SSC परिणाम के साथ कट-ऑफ प्रकाशित करता है, पर पिछले दो वर्षों के आँकड़े हम उसकी सूचना से मिला नहीं पाए, इसलिए यहाँ नहीं दिखाए गए। ssc.gov.in पर परिणाम की सूचना देखें।',
    'SSC publishes cut-offs with its results, but we could not check the last two years’ figures against its notices, so none are shown here. See the result notice on ssc.gov.in.',
  ),
  'rrb-ntpc': l(
    'RRB के कट-ऑफ हर क्षेत्रीय बोर्ड के अलग होते हैं; अपने बोर्ड की वेबसाइट पर परिणाम की सूचना देखें।',
    'RRB cut-offs differ by regional board: see the result notice on your board’s website.',
  ),
  bpsc: l(
    'BPSC के नवीनतम दो कट-ऑफ हम उसकी सूचना से मिला नहीं पाए, इसलिए यहाँ नहीं दिखाए गए। bpsc.bih.nic.in पर परिणाम देखें।',
    'We could not check BPSC’s latest two cut-offs against its notices, so none are shown here. See the result on bpsc.bih.nic.in.',
  ),
};

export function findCutOffs(examId: string): ExamCutOffs | undefined {
  return officialCutOffs.find((c) => c.examId === examId);
}

export interface CutOffComparison {
  cutOffs: ExamCutOffs;
  /** The newest year's figures. */
  year: CutOffYear;
  /** The mock's score on the paper's scale (equal to the score when the maxima agree), 2 decimals. */
  scaled: number;
  /** Whether the score was rescaled to the paper's maximum. */
  rescaled: boolean;
  /** Each published category's figure and the score's distance from it (positive: above). */
  rows: { category: CutOffCategory; marks: number; gap: number }[];
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * A mock's result beside the newest official figures of its exam: the score on the paper's scale and
 * its distance from each category's cut-off. Undefined when the exam has none or the mock has no marks.
 */
export function compareWithCutOffs(
  examKey: string,
  score: number,
  totalMarks: number,
): CutOffComparison | undefined {
  const cutOffs = officialCutOffs.find((c) => c.examKey === examKey);
  const year = cutOffs?.years[0];
  if (!cutOffs || !year || !(totalMarks > 0)) return undefined;
  const rescaled = totalMarks !== cutOffs.outOf;
  const scaled = round2(rescaled ? (score * cutOffs.outOf) / totalMarks : score);
  const rows = cutOffCategories.flatMap((category) => {
    const marks = year.marks[category];
    return marks === undefined ? [] : [{ category, marks, gap: round2(scaled - marks) }];
  });
  return { cutOffs, year, scaled, rescaled, rows };
}
