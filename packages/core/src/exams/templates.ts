/**
 * Exam templates (spec §9): the shape of a full mock test for each exam filter key. Section names,
 * section durations and seconds per question are not in the specification, so they are designed
 * here from the real exam patterns (docs/exam-patterns.md).
 */
import { type ExamKey, isExamKey } from './exam-keys.ts';

// The keys live in exam-keys.ts, so a contract that names them (sign-in, /me) does not pull in
// every exam's template below.
export { type ExamKey, examKeys, isExamKey, liveOnlyExamKeys, practiceExamKeys } from './exam-keys.ts';

/** One section of an exam template. Field names are the spec's (§3). */
export interface ExamSection {
  /** English name; `sectionNameHi` is its Hindi name. */
  sectionName: string;
  sectionNameHi: string;
  /** Minutes. When the template is sectionally timed this is the section's own locked window. */
  sectionDuration: number;
  totalQuestions: number;
  markForCorrectAns: number;
  /** Negative, or 0 when there is no negative marking. */
  markForInCorrectAns: number;
  /** Seconds per question the section's time allows: sectionDuration × 60 / totalQuestions, rounded. */
  timePerQuestion: number;
}

export interface ExamTemplate {
  /** Minutes for the whole test. */
  duration: number;
  totalQuestions: number;
  totalSections: number;
  passingMarks: number;
  totalMarks: number;
  /** Marks added for a correct answer (the same in every section of every spec exam). */
  markForCorrectAns: number;
  /** Marks added for a wrong answer: negative, or 0 when there is no negative marking. */
  markForInCorrectAns: number;
  /**
   * True when each section has its own clock and locks when it runs out (IBPS/SBI/RBI style); false
   * when the candidate moves freely between sections within the whole duration (SSC/RRB style).
   */
  sectionalTiming: boolean;
  sections: readonly ExamSection[];
}

/** [English name, Hindi name, questions, minutes] of one section. */
type SectionRow = readonly [string, string, number, number];

function t(
  totals: readonly [number, number, number, number, number],
  marks: readonly [number, number],
  sectionalTiming: boolean,
  rows: readonly SectionRow[],
): ExamTemplate {
  const [duration, totalQuestions, totalSections, passingMarks, totalMarks] = totals;
  const [markForCorrectAns, markForInCorrectAns] = marks;
  return {
    duration,
    totalQuestions,
    totalSections,
    passingMarks,
    totalMarks,
    markForCorrectAns,
    markForInCorrectAns,
    sectionalTiming,
    sections: rows.map(([sectionName, sectionNameHi, questions, minutes]) => ({
      sectionName,
      sectionNameHi,
      sectionDuration: minutes,
      totalQuestions: questions,
      markForCorrectAns,
      markForInCorrectAns,
      timePerQuestion: Math.round((minutes * 60) / questions),
    })),
  };
}

// Section names and sizes follow each exam's published pattern, scaled to the spec's totals where
// the spec's numbers differ from the official ones (docs/exam-patterns.md gives each source).
const reasoning = ['General Intelligence and Reasoning', 'सामान्य बुद्धि एवं तर्कशक्ति'] as const;
const awareness = ['General Awareness', 'सामान्य जागरूकता'] as const;
const quant = ['Quantitative Aptitude', 'संख्यात्मक अभियोग्यता'] as const;
const maths = ['Mathematics', 'गणित'] as const;
const english = ['English Language', 'अंग्रेज़ी भाषा'] as const;
const reasoningAbility = ['Reasoning Ability', 'तर्कशक्ति क्षमता'] as const;
const generalHindi = ['General Hindi', 'सामान्य हिन्दी'] as const;
const generalStudies = ['General Studies', 'सामान्य अध्ययन'] as const;
const s = (name: readonly [string, string], questions: number, minutes: number): SectionRow => [
  name[0],
  name[1],
  questions,
  minutes,
];
const bankingPrelims = (minutes: readonly [number, number, number]) => [
  s(english, 30, minutes[0]),
  s(quant, 35, minutes[1]),
  s(reasoningAbility, 35, minutes[2]),
];
const sscPattern = [
  s(reasoning, 25, 15),
  s(awareness, 25, 15),
  s(quant, 25, 15),
  s(['English Comprehension', 'अंग्रेज़ी बोध'], 25, 15),
];
const upPolicePattern = (first: readonly [string, string]) => [
  s(first, 40, 30),
  s(generalHindi, 40, 30),
  s(['Numerical and Mental Ability', 'संख्यात्मक एवं मानसिक योग्यता'], 40, 30),
  s(['Mental Aptitude, IQ and Reasoning', 'मानसिक अभिरुचि, बुद्धिलब्धि एवं तर्कशक्ति'], 40, 30),
];
const statePscPattern = (minutes: number) => [
  s(['History and Culture', 'इतिहास एवं संस्कृति'], 50, minutes),
  s(['Geography and Environment', 'भूगोल एवं पर्यावरण'], 50, minutes),
  s(['Polity, Economy and Science', 'राजव्यवस्था, अर्थव्यवस्था एवं विज्ञान'], 50, minutes),
];

/** Totals and marks exactly as the table in spec §9 gives them; sections as designed above. */
export const examTemplates: Readonly<Record<ExamKey, ExamTemplate>> = {
  NTPC: t([90, 100, 3, 40, 100], [1, -0.25], false, [
    s(awareness, 40, 36),
    s(maths, 30, 27),
    s(reasoning, 30, 27),
  ]),
  SSC: t([60, 100, 4, 35, 200], [2, -0.5], false, sscPattern),
  RAILWAY_GROUP_D: t([90, 100, 4, 40, 100], [1, -0.33], false, [
    s(['General Science', 'सामान्य विज्ञान'], 25, 22),
    s(maths, 25, 23),
    s(reasoning, 30, 27),
    s(['General Awareness and Current Affairs', 'सामान्य जागरूकता एवं समसामयिकी'], 20, 18),
  ]),
  RO_ARO: t([120, 200, 2, 60, 200], [1, 0], false, [s(generalStudies, 140, 84), s(generalHindi, 60, 36)]),
  UPSI: t(
    [120, 160, 4, 60, 400],
    [2.5, 0],
    false,
    upPolicePattern(['Law, Constitution and General Knowledge', 'विधि, संविधान एवं सामान्य ज्ञान']),
  ),
  UP_POLICE: t(
    [120, 160, 4, 50, 400],
    [2.5, -0.5],
    false,
    upPolicePattern(['General Knowledge', 'सामान्य ज्ञान']),
  ),
  SSC_CGL_TIER_1: t([60, 100, 4, 40, 200], [2, -0.5], false, sscPattern),
  IBPS_PO: t([180, 100, 3, 40, 100], [1, -0.25], true, bankingPrelims([60, 60, 60])),
  SBI_PO: t([180, 100, 3, 40, 100], [1, -0.25], true, bankingPrelims([60, 60, 60])),
  UPSC_CSE: t([120, 100, 2, 33, 200], [2, -0.66], false, [
    s(generalStudies, 70, 84),
    s(['Aptitude (CSAT)', 'अभिरुचि (सीसैट)'], 30, 36),
  ]),
  NDA: t([150, 150, 2, 35, 900], [6, -2], false, [
    s(maths, 70, 70),
    s(['General Ability Test', 'सामान्य योग्यता परीक्षा'], 80, 80),
  ]),
  IBPS_CLERK: t([160, 100, 3, 35, 100], [1, -0.25], true, bankingPrelims([50, 55, 55])),
  SBI_CLERK: t([160, 100, 3, 35, 100], [1, -0.25], true, bankingPrelims([50, 55, 55])),
  RBI_GRADE_B: t([180, 120, 4, 40, 200], [1.67, -0.42], true, [
    s(awareness, 40, 40),
    s(reasoningAbility, 30, 65),
    s(english, 25, 35),
    s(quant, 25, 40),
  ]),
  RBI_ASSISTANT: t([160, 100, 3, 35, 100], [1, -0.25], true, bankingPrelims([50, 55, 55])),
  NABARD: t([120, 80, 4, 40, 200], [2.5, -0.625], false, [
    s(reasoningAbility, 20, 30),
    s(english, 20, 30),
    s(quant, 20, 30),
    s(
      [
        'Economic and Social Issues, Agriculture and Rural Development',
        'आर्थिक-सामाजिक मुद्दे, कृषि एवं ग्रामीण विकास',
      ],
      20,
      30,
    ),
  ]),
  UPPSC: t([120, 150, 3, 40, 300], [2, -0.67], false, statePscPattern(40)),
  BPSC: t([150, 150, 3, 40, 300], [2, -0.67], false, statePscPattern(50)),
  MPPSC: t([120, 100, 2, 40, 200], [2, -0.67], false, [
    s(generalStudies, 70, 84),
    s(['General Aptitude', 'सामान्य अभिरुचि'], 30, 36),
  ]),
  DSSSB: t([120, 100, 4, 40, 200], [2, -0.5], false, [
    s(awareness, 25, 30),
    s(reasoning, 25, 30),
    s(['Arithmetical and Numerical Ability', 'अंकगणितीय एवं संख्यात्मक योग्यता'], 25, 30),
    s(['Hindi and English Language', 'हिन्दी एवं अंग्रेज़ी भाषा'], 25, 30),
  ]),
  CTET: t([150, 150, 5, 90, 150], [1, 0], false, [
    s(['Child Development and Pedagogy', 'बाल विकास एवं शिक्षाशास्त्र'], 30, 30),
    s(['Language I (Hindi)', 'भाषा I (हिन्दी)'], 30, 30),
    s(['Language II (English)', 'भाषा II (अंग्रेज़ी)'], 30, 30),
    s(maths, 30, 30),
    s(['Environmental Studies', 'पर्यावरण अध्ययन'], 30, 30),
  ]),
  CDS: t([120, 120, 3, 40, 300], [2.5, -0.83], false, [
    s(['English', 'अंग्रेज़ी'], 40, 40),
    s(['General Knowledge', 'सामान्य ज्ञान'], 40, 40),
    s(['Elementary Mathematics', 'प्रारंभिक गणित'], 40, 40),
  ]),
  AFCAT: t([120, 100, 4, 45, 300], [3, -1], false, [
    s(awareness, 25, 25),
    s(['Verbal Ability in English', 'अंग्रेज़ी में मौखिक योग्यता'], 30, 30),
    s(['Numerical Ability', 'संख्यात्मक योग्यता'], 20, 30),
    s(['Reasoning and Military Aptitude', 'तर्कशक्ति एवं सैन्य अभिरुचि'], 25, 35),
  ]),
  general: t([60, 50, 1, 25, 50], [1, 0], false, [s(['General Studies', 'सामान्य अध्ययन'], 50, 60)]),
  // Live-only templates (issue 20), from the official patterns; docs/exam-patterns.md says what had
  // to give where our one-mark-per-template MCQ model differs from the real paper.
  // CAPF AC Paper I: 125 questions, 150 minutes, 200 marks, a third of the mark off for a wrong answer.
  CAPF: t([150, 125, 6, 50, 200], [1.6, -0.533], false, [
    s(['General Mental Ability', 'सामान्य मानसिक योग्यता'], 25, 30),
    s(['General Science', 'सामान्य विज्ञान'], 20, 24),
    s(['Current Events', 'समसामयिक घटनाएँ'], 15, 18),
    s(['Indian Polity and Economy', 'भारतीय राजव्यवस्था एवं अर्थव्यवस्था'], 25, 30),
    s(['History of India', 'भारत का इतिहास'], 20, 24),
    s(['Indian and World Geography', 'भारत एवं विश्व का भूगोल'], 20, 24),
  ]),
  // UGC NET Paper 1: 50 questions, 60 minutes, +2, no negative marking; one paper, not sectioned.
  UGC_NET: t([60, 50, 1, 40, 100], [2, 0], false, [
    s(['Teaching and Research Aptitude', 'शिक्षण एवं शोध अभियोग्यता'], 50, 60),
  ]),
  // GATE: 65 questions, 180 minutes, 100 marks. The real paper mixes one- and two-mark questions;
  // here every question carries 100/65 ≈ 1.54 marks and a third of it off (see the doc).
  GATE: t([180, 65, 2, 25, 100], [1.54, -0.51], false, [
    s(['General Aptitude', 'सामान्य अभियोग्यता'], 10, 28),
    s(['Subject Paper', 'विषय प्रश्नपत्र'], 55, 152),
  ]),
  // NEET UG 2025: 180 questions, 180 minutes, 720 marks, +4 −1.
  NEET: t([180, 180, 3, 144, 720], [4, -1], false, [
    s(['Physics', 'भौतिकी'], 45, 45),
    s(['Chemistry', 'रसायन विज्ञान'], 45, 45),
    s(['Biology (Botany and Zoology)', 'जीव विज्ञान (वनस्पति एवं प्राणी विज्ञान)'], 90, 90),
  ]),
  // JEE Main 2025 Paper 1: 75 questions, 180 minutes, 300 marks, +4 −1; numerical-value items are
  // written as four-option questions.
  JEE_MAIN: t([180, 75, 3, 90, 300], [4, -1], false, [
    s(['Physics', 'भौतिकी'], 25, 60),
    s(['Chemistry', 'रसायन विज्ञान'], 25, 60),
    s(maths, 25, 60),
  ]),
};

/**
 * The section names a set shows: its own, when it has one name per template section (a sectional
 * set of the general template), otherwise the template's.
 */
export function sectionNamesOf(
  template: ExamTemplate,
  own?: readonly { hi: string; en: string }[] | null,
): { hi: string; en: string }[] {
  if (own && own.length === template.sections.length) return own.map((n) => ({ hi: n.hi, en: n.en }));
  return template.sections.map((s) => ({ hi: s.sectionNameHi, en: s.sectionName }));
}

/** The template of an exam key; unknown keys get the general exam, as the exam filter does. */
export function examTemplate(key: string): ExamTemplate {
  return isExamKey(key) ? examTemplates[key] : examTemplates.general;
}
