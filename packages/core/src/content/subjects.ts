import type { ContentLanguage, Localized } from './localized.ts';

// The spec's subjects, then the topics within them (below).
const subjects = {
  geography: { en: 'Geography', hi: 'भूगोल' },
  polity: { en: 'Polity', hi: 'राजव्यवस्था' },
  history: { en: 'History', hi: 'इतिहास' },
  hindi: { en: 'Hindi', hi: 'हिन्दी' },
  biology: { en: 'Biology', hi: 'जीव विज्ञान' },
  'static-gk': { en: 'Static GK', hi: 'स्थैतिक सामान्य ज्ञान' },
  sports: { en: 'Sports', hi: 'खेल' },
  economics: { en: 'Economics', hi: 'अर्थशास्त्र' },
  physics: { en: 'Physics', hi: 'भौतिक विज्ञान' },
  reasoning: { en: 'Reasoning', hi: 'तर्कशक्ति' },
  chemistry: { en: 'Chemistry', hi: 'रसायन विज्ञान' },
  environment: { en: 'Environment', hi: 'पर्यावरण' },
  computer: { en: 'Computer', hi: 'कंप्यूटर' },
  english: { en: 'English', hi: 'अंग्रेज़ी' },
  maths: { en: 'Maths', hi: 'गणित' },
  'current-affairs': { en: 'Current Affairs', hi: 'समसामयिकी' },
  'general-science': { en: 'General Science', hi: 'सामान्य विज्ञान' },
  // Not in the spec's dictionary: CTET's and NABARD's own sections need subjects of their own.
  'child-development': { en: 'Child Development and Pedagogy', hi: 'बाल विकास एवं शिक्षाशास्त्र' },
  agriculture: { en: 'Agriculture and Rural Development', hi: 'कृषि एवं ग्रामीण विकास' },
} as const satisfies Record<string, Localized>;

const topics = {
  'ancient-history': { en: 'Ancient History', hi: 'प्राचीन इतिहास' },
  'medieval-history': { en: 'Medieval History', hi: 'मध्यकालीन इतिहास' },
  'modern-history': { en: 'Modern History', hi: 'आधुनिक इतिहास' },
  'indian-geography': { en: 'Indian Geography', hi: 'भारत का भूगोल' },
  'world-geography': { en: 'World Geography', hi: 'विश्व का भूगोल' },
  constitution: { en: 'Constitution', hi: 'संविधान' },
  'fundamental-rights': { en: 'Fundamental Rights', hi: 'मौलिक अधिकार' },
  parliament: { en: 'Parliament', hi: 'संसद' },
  'indian-economy': { en: 'Indian Economy', hi: 'भारतीय अर्थव्यवस्था' },
  banking: { en: 'Banking', hi: 'बैंकिंग' },
  budget: { en: 'Budget', hi: 'बजट' },
  'awards-and-honours': { en: 'Awards and Honours', hi: 'पुरस्कार एवं सम्मान' },
  'books-and-authors': { en: 'Books and Authors', hi: 'पुस्तकें और लेखक' },
  'important-days': { en: 'Important Days', hi: 'महत्वपूर्ण दिवस' },
  'art-and-culture': { en: 'Art and Culture', hi: 'कला एवं संस्कृति' },
  grammar: { en: 'Grammar', hi: 'व्याकरण' },
  vocabulary: { en: 'Vocabulary', hi: 'शब्दावली' },
  synonyms: { en: 'Synonyms', hi: 'पर्यायवाची शब्द' },
  antonyms: { en: 'Antonyms', hi: 'विलोम शब्द' },
  idioms: { en: 'Idioms and Phrases', hi: 'मुहावरे और लोकोक्तियाँ' },
  // English sections' passage questions (content/questions/english/reading-*.json, cloze-*.json).
  'reading-comprehension': { en: 'Reading Comprehension', hi: 'अपठित गद्यांश' },
  'cloze-test': { en: 'Cloze Test', hi: 'क्लोज़ टेस्ट' },
  'number-system': { en: 'Number System', hi: 'संख्या पद्धति' },
  percentage: { en: 'Percentage', hi: 'प्रतिशत' },
  'profit-and-loss': { en: 'Profit and Loss', hi: 'लाभ और हानि' },
  'simple-interest': { en: 'Simple Interest', hi: 'साधारण ब्याज' },
  'compound-interest': { en: 'Compound Interest', hi: 'चक्रवृद्धि ब्याज' },
  'time-and-work': { en: 'Time and Work', hi: 'समय और कार्य' },
  'speed-time-distance': { en: 'Speed, Time and Distance', hi: 'चाल, समय और दूरी' },
  'ratio-and-proportion': { en: 'Ratio and Proportion', hi: 'अनुपात और समानुपात' },
  average: { en: 'Average', hi: 'औसत' },
  algebra: { en: 'Algebra', hi: 'बीजगणित' },
  geometry: { en: 'Geometry', hi: 'ज्यामिति' },
  trigonometry: { en: 'Trigonometry', hi: 'त्रिकोणमिति' },
  mensuration: { en: 'Mensuration', hi: 'क्षेत्रमिति' },
  'data-interpretation': { en: 'Data Interpretation', hi: 'आँकड़ों का विश्लेषण' },
  analogy: { en: 'Analogy', hi: 'सादृश्यता' },
  'coding-decoding': { en: 'Coding-Decoding', hi: 'कूटलेखन-कूटवाचन' },
  'blood-relations': { en: 'Blood Relations', hi: 'रक्त संबंध' },
  'direction-sense': { en: 'Direction Sense', hi: 'दिशा ज्ञान' },
  series: { en: 'Series', hi: 'शृंखला' },
  syllogism: { en: 'Syllogism', hi: 'न्याय निगमन' },
  'seating-arrangement': { en: 'Seating Arrangement', hi: 'बैठक व्यवस्था' },
  'human-body': { en: 'Human Body', hi: 'मानव शरीर' },
  'plants-and-animals': { en: 'Plants and Animals', hi: 'पौधे और जंतु' },
  motion: { en: 'Motion', hi: 'गति' },
  electricity: { en: 'Electricity', hi: 'विद्युत' },
  'light-and-sound': { en: 'Light and Sound', hi: 'प्रकाश और ध्वनि' },
  'acids-bases-salts': { en: 'Acids, Bases and Salts', hi: 'अम्ल, क्षार और लवण' },
  'periodic-table': { en: 'Periodic Table', hi: 'आवर्त सारणी' },
  ecology: { en: 'Ecology', hi: 'पारिस्थितिकी' },
  'climate-change': { en: 'Climate Change', hi: 'जलवायु परिवर्तन' },
  biodiversity: { en: 'Biodiversity', hi: 'जैव विविधता' },
  'computer-fundamentals': { en: 'Computer Fundamentals', hi: 'कंप्यूटर के मूल सिद्धांत' },
  'ms-office': { en: 'MS Office', hi: 'एमएस ऑफ़िस' },
  internet: { en: 'Internet', hi: 'इंटरनेट' },
  cricket: { en: 'Cricket', hi: 'क्रिकेट' },
  olympics: { en: 'Olympics', hi: 'ओलंपिक' },
  'trophies-and-cups': { en: 'Trophies and Cups', hi: 'ट्रॉफ़ी और कप' },
  statistics: { en: 'Statistics', hi: 'सांख्यिकी' },
  'growth-and-development': { en: 'Growth and Development', hi: 'वृद्धि एवं विकास' },
  'learning-and-pedagogy': { en: 'Learning and Pedagogy', hi: 'अधिगम एवं शिक्षाशास्त्र' },
  'inclusive-education': { en: 'Inclusive Education', hi: 'समावेशी शिक्षा' },
  'agriculture-basics': { en: 'Agriculture', hi: 'कृषि' },
  'rural-development': { en: 'Rural Development', hi: 'ग्रामीण विकास' },
  'social-issues': { en: 'Social Issues', hi: 'सामाजिक मुद्दे' },
  // UGC NET Paper 1 (content/live/ugc-net-live-1.json): its units that no topic above names.
  'teaching-aptitude': { en: 'Teaching Aptitude', hi: 'शिक्षण अभियोग्यता' },
  'research-aptitude': { en: 'Research Aptitude', hi: 'शोध अभियोग्यता' },
  comprehension: { en: 'Comprehension', hi: 'बोधगम्यता' },
  communication: { en: 'Communication', hi: 'संप्रेषण' },
  'logical-reasoning': { en: 'Logical Reasoning', hi: 'तार्किक विवेचन' },
  'higher-education': { en: 'Higher Education System', hi: 'उच्च शिक्षा प्रणाली' },
  // JEE Main's Class 11–12 syllabus (content/live/jee-main-live-1.json): units the school-level topics above do not cover.
  thermodynamics: { en: 'Thermodynamics', hi: 'ऊष्मागतिकी' },
  'modern-physics': { en: 'Modern Physics', hi: 'आधुनिक भौतिकी' },
  'physical-chemistry': { en: 'Physical Chemistry', hi: 'भौतिक रसायन' },
  'inorganic-chemistry': { en: 'Inorganic Chemistry', hi: 'अकार्बनिक रसायन' },
  'organic-chemistry': { en: 'Organic Chemistry', hi: 'कार्बनिक रसायन' },
  calculus: { en: 'Calculus', hi: 'कलन' },
  // Current affairs (docs/current-affairs.md): dated facts, each leaving quizzes after its expiry.
  'ca-national': { en: 'National Affairs', hi: 'राष्ट्रीय घटनाक्रम' },
  'ca-international': { en: 'International Affairs', hi: 'अंतरराष्ट्रीय घटनाक्रम' },
  'ca-economy': { en: 'Economy and Business News', hi: 'अर्थव्यवस्था और व्यापार समाचार' },
  'ca-sports': { en: 'Sports News', hi: 'खेल समाचार' },
  'ca-awards': { en: 'Awards and Appointments', hi: 'पुरस्कार और नियुक्तियाँ' },
  'ca-science': { en: 'Science and Technology News', hi: 'विज्ञान और प्रौद्योगिकी समाचार' },
} as const satisfies Record<string, Localized>;

/**
 * English-to-Hindi names of subjects and topics (spec §3). Keys are lower-case English slugs, as
 * they appear in quiz and question paths (`/quiz/{subject}/{category}`).
 */
export const subjectNames = { ...subjects, ...topics };

export type SubjectKey = keyof typeof subjectNames;

/** The subjects of the dictionary; every other entry is a topic. */
export const subjectKeys = Object.keys(subjects) as (keyof typeof subjects)[];
export const topicKeys = Object.keys(topics) as (keyof typeof topics)[];

/** Turns "Static GK", "static_gk" or "static-gk" into the dictionary's key form. */
export function subjectKey(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
}

/**
 * The name of a subject or topic in `lang`. Accepts the key in any spelling `subjectKey` normalises;
 * a name the dictionary does not know is returned as given, so a new subject still shows something.
 */
export function subjectName(key: string, lang: ContentLanguage): string {
  const entry = (subjectNames as Record<string, Localized>)[subjectKey(key)];
  return entry ? entry[lang] : key;
}
