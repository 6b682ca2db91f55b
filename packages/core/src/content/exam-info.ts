import type { ExamKey } from '../exams/templates.ts';
import type { Localized } from './localized.ts';

/** The kind of exam, for grouping and icons. */
export type ExamCategory =
  | 'ssc'
  | 'banking'
  | 'railway'
  | 'defence'
  | 'teaching'
  | 'civil-services'
  | 'police';

/**
 * An exam info card (spec §3): what the exam is, who conducts it and how it is structured. Only
 * facts that hold year after year; dates, vacancies and fees change and are left to official notices.
 */
export interface ExamInfoCard {
  id: string;
  category: ExamCategory;
  /** The exam template our mock tests follow (spec §9), when there is one. */
  examKey?: ExamKey;
  title: Localized;
  subtitle: Localized;
  about: { highlights: Localized[] };
  examTypes: { items: Localized[] };
}

const l = (hi: string, en: string): Localized => ({ hi, en });

export const examInfoCards: readonly ExamInfoCard[] = [
  {
    id: 'ssc-cgl',
    category: 'ssc',
    examKey: 'SSC_CGL_TIER_1',
    title: l('SSC CGL', 'SSC CGL'),
    subtitle: l(
      'कर्मचारी चयन आयोग की संयुक्त स्नातक स्तरीय परीक्षा',
      'Staff Selection Commission Combined Graduate Level Examination',
    ),
    about: {
      highlights: [
        l('कर्मचारी चयन आयोग (SSC) द्वारा आयोजित', 'Conducted by the Staff Selection Commission (SSC)'),
        l(
          'स्नातक उम्मीदवारों के लिए केंद्र सरकार के ग्रुप B और C पद',
          'Group B and C posts in the Central Government for graduates',
        ),
        l(
          'टियर 1: तर्कशक्ति, सामान्य जागरूकता, संख्यात्मक अभियोग्यता और अंग्रेज़ी पर कंप्यूटर आधारित परीक्षा',
          'Tier 1: a computer-based test of reasoning, general awareness, quantitative aptitude and English',
        ),
        l('गलत उत्तर पर नकारात्मक अंकन होता है', 'Wrong answers carry negative marks'),
      ],
    },
    examTypes: {
      items: [
        l('टियर 1 (प्रारंभिक, कंप्यूटर आधारित)', 'Tier 1 (preliminary, computer-based)'),
        l('टियर 2 (मुख्य, कंप्यूटर आधारित)', 'Tier 2 (main, computer-based)'),
        l('दस्तावेज़ सत्यापन', 'Document verification'),
      ],
    },
  },
  {
    id: 'ssc-chsl',
    category: 'ssc',
    examKey: 'SSC',
    title: l('SSC CHSL', 'SSC CHSL'),
    subtitle: l(
      'कर्मचारी चयन आयोग की संयुक्त उच्चतर माध्यमिक (10+2) स्तरीय परीक्षा',
      'Staff Selection Commission Combined Higher Secondary (10+2) Level Examination',
    ),
    about: {
      highlights: [
        l('कर्मचारी चयन आयोग (SSC) द्वारा आयोजित', 'Conducted by the Staff Selection Commission (SSC)'),
        l(
          '12वीं पास उम्मीदवारों के लिए LDC/JSA, DEO और सचिवालय सहायक जैसे पद',
          'Posts such as LDC/JSA, DEO and secretariat assistant for candidates who have passed Class 12',
        ),
        l(
          'टियर 1: तर्कशक्ति, सामान्य जागरूकता, संख्यात्मक अभियोग्यता और अंग्रेज़ी के 100 प्रश्न',
          'Tier 1: 100 questions on reasoning, general awareness, quantitative aptitude and English',
        ),
        l('गलत उत्तर पर नकारात्मक अंकन होता है', 'Wrong answers carry negative marks'),
      ],
    },
    examTypes: {
      items: [
        l('टियर 1 (कंप्यूटर आधारित)', 'Tier 1 (computer-based)'),
        l(
          'टियर 2 (कंप्यूटर आधारित, कौशल/टाइपिंग परीक्षा सहित)',
          'Tier 2 (computer-based, with a skill/typing test)',
        ),
        l('दस्तावेज़ सत्यापन', 'Document verification'),
      ],
    },
  },
  {
    id: 'ibps-po',
    category: 'banking',
    examKey: 'IBPS_PO',
    title: l('IBPS PO', 'IBPS PO'),
    subtitle: l(
      'सरकारी बैंकों में प्रोबेशनरी ऑफ़िसर भर्ती',
      'Probationary Officer recruitment for public sector banks',
    ),
    about: {
      highlights: [
        l(
          'इंस्टीट्यूट ऑफ़ बैंकिंग पर्सोनेल सिलेक्शन (IBPS) द्वारा आयोजित',
          'Conducted by the Institute of Banking Personnel Selection (IBPS)',
        ),
        l(
          'भाग लेने वाले सार्वजनिक क्षेत्र के बैंकों में अधिकारी पद',
          'Officer posts in participating public sector banks',
        ),
        l(
          'प्रारंभिक परीक्षा में अंग्रेज़ी, संख्यात्मक अभियोग्यता और तर्कशक्ति',
          'Prelims cover English, quantitative aptitude and reasoning',
        ),
        l('स्नातक उम्मीदवार आवेदन कर सकते हैं', 'Open to graduates'),
      ],
    },
    examTypes: {
      items: [
        l('प्रारंभिक परीक्षा', 'Preliminary exam'),
        l('मुख्य परीक्षा', 'Main exam'),
        l('साक्षात्कार', 'Interview'),
      ],
    },
  },
  {
    id: 'sbi-po',
    category: 'banking',
    examKey: 'SBI_PO',
    title: l('SBI PO', 'SBI PO'),
    subtitle: l('भारतीय स्टेट बैंक में प्रोबेशनरी ऑफ़िसर', 'Probationary Officer at the State Bank of India'),
    about: {
      highlights: [
        l(
          'भारतीय स्टेट बैंक (SBI) स्वयं यह भर्ती करता है',
          'Recruitment is run by the State Bank of India (SBI) itself',
        ),
        l('देश के सबसे बड़े बैंक में अधिकारी पद', "Officer posts in the country's largest bank"),
        l('प्रारंभिक और मुख्य परीक्षा कंप्यूटर आधारित होती हैं', 'Prelims and mains are computer-based'),
        l(
          'अंतिम चरण में साइकोमेट्रिक टेस्ट, समूह अभ्यास और साक्षात्कार',
          'The final phase has a psychometric test, group exercise and interview',
        ),
      ],
    },
    examTypes: {
      items: [
        l('चरण 1: प्रारंभिक परीक्षा', 'Phase 1: preliminary exam'),
        l('चरण 2: मुख्य परीक्षा', 'Phase 2: main exam'),
        l(
          'चरण 3: साइकोमेट्रिक टेस्ट, समूह अभ्यास और साक्षात्कार',
          'Phase 3: psychometric test, group exercise and interview',
        ),
      ],
    },
  },
  {
    id: 'rrb-ntpc',
    category: 'railway',
    examKey: 'NTPC',
    title: l('RRB NTPC', 'RRB NTPC'),
    subtitle: l('रेलवे की गैर-तकनीकी लोकप्रिय श्रेणियाँ', 'Railway Non-Technical Popular Categories'),
    about: {
      highlights: [
        l('रेलवे भर्ती बोर्ड (RRB) द्वारा आयोजित', 'Conducted by the Railway Recruitment Boards (RRBs)'),
        l(
          'स्टेशन मास्टर, गुड्स गार्ड, क्लर्क और टिकट क्लर्क जैसे पद',
          'Posts such as station master, goods guard, clerk and ticket clerk',
        ),
        l('स्नातक और 12वीं पास, दोनों स्तर के पद', 'Posts at both graduate and 12th-pass level'),
        l(
          'सामान्य जागरूकता, गणित और तर्कशक्ति पर प्रश्न',
          'Questions on general awareness, mathematics and reasoning',
        ),
      ],
    },
    examTypes: {
      items: [
        l('पहला चरण सीबीटी (CBT 1)', 'First stage CBT (CBT 1)'),
        l('दूसरा चरण सीबीटी (CBT 2)', 'Second stage CBT (CBT 2)'),
        l(
          'पद के अनुसार टाइपिंग टेस्ट या एप्टीट्यूड टेस्ट',
          'Typing skill test or aptitude test, depending on the post',
        ),
        l('दस्तावेज़ सत्यापन और चिकित्सा परीक्षा', 'Document verification and medical examination'),
      ],
    },
  },
  {
    id: 'rrb-group-d',
    category: 'railway',
    examKey: 'RAILWAY_GROUP_D',
    title: l('रेलवे ग्रुप D', 'Railway Group D'),
    subtitle: l('रेलवे में लेवल 1 पदों की भर्ती', 'Recruitment to Level 1 posts in the Railways'),
    about: {
      highlights: [
        l(
          'रेलवे भर्ती बोर्ड / रेलवे भर्ती प्रकोष्ठ द्वारा आयोजित',
          'Conducted by the Railway Recruitment Boards / Cells',
        ),
        l('ट्रैक मेंटेनर, सहायक और पॉइंट्समैन जैसे पद', 'Posts such as track maintainer, assistant and pointsman'),
        l(
          'गणित, तर्कशक्ति, सामान्य विज्ञान और सामान्य जागरूकता',
          'Mathematics, reasoning, general science and general awareness',
        ),
        l('लिखित परीक्षा के बाद शारीरिक दक्षता परीक्षा', 'A physical efficiency test follows the written exam'),
      ],
    },
    examTypes: {
      items: [
        l('कंप्यूटर आधारित परीक्षा (CBT)', 'Computer-based test (CBT)'),
        l('शारीरिक दक्षता परीक्षा (PET)', 'Physical efficiency test (PET)'),
        l('दस्तावेज़ सत्यापन और चिकित्सा परीक्षा', 'Document verification and medical examination'),
      ],
    },
  },
  {
    id: 'upsc-cse',
    category: 'civil-services',
    examKey: 'UPSC_CSE',
    title: l('UPSC सिविल सेवा', 'UPSC Civil Services'),
    subtitle: l(
      'आईएएस, आईपीएस, आईएफ़एस और अन्य सेवाओं की परीक्षा',
      'The exam for the IAS, IPS, IFS and other services',
    ),
    about: {
      highlights: [
        l('संघ लोक सेवा आयोग (UPSC) द्वारा आयोजित', 'Conducted by the Union Public Service Commission (UPSC)'),
        l(
          'प्रारंभिक परीक्षा में सामान्य अध्ययन और सीसैट (CSAT) के दो प्रश्नपत्र',
          'The preliminary exam has two papers: General Studies and CSAT',
        ),
        l('सीसैट केवल क्वालिफ़ाइंग है (33% अंक आवश्यक)', 'CSAT is qualifying only (33% marks needed)'),
        l('मुख्य परीक्षा वर्णनात्मक होती है', 'The main exam is descriptive'),
      ],
    },
    examTypes: {
      items: [
        l('प्रारंभिक परीक्षा (वस्तुनिष्ठ)', 'Preliminary exam (objective)'),
        l('मुख्य परीक्षा (वर्णनात्मक)', 'Main exam (descriptive)'),
        l('व्यक्तित्व परीक्षण (साक्षात्कार)', 'Personality test (interview)'),
      ],
    },
  },
  {
    id: 'nda',
    category: 'defence',
    examKey: 'NDA',
    title: l('NDA', 'NDA'),
    subtitle: l(
      'राष्ट्रीय रक्षा अकादमी और नौसेना अकादमी परीक्षा',
      'National Defence Academy and Naval Academy Examination',
    ),
    about: {
      highlights: [
        l('संघ लोक सेवा आयोग (UPSC) द्वारा वर्ष में दो बार आयोजित', 'Conducted twice a year by the UPSC'),
        l(
          'थल सेना, नौसेना और वायु सेना के लिए 12वीं के बाद प्रवेश',
          'Entry after Class 12 into the Army, Navy and Air Force',
        ),
        l(
          'लिखित परीक्षा: गणित और सामान्य योग्यता परीक्षण (GAT), कुल 900 अंक',
          'Written exam: Mathematics and General Ability Test (GAT), 900 marks in all',
        ),
        l('लिखित परीक्षा के बाद एसएसबी साक्षात्कार', 'An SSB interview follows the written exam'),
      ],
    },
    examTypes: {
      items: [
        l('लिखित परीक्षा: गणित', 'Written exam: Mathematics'),
        l('लिखित परीक्षा: सामान्य योग्यता परीक्षण', 'Written exam: General Ability Test'),
        l('एसएसबी साक्षात्कार और चिकित्सा परीक्षा', 'SSB interview and medical examination'),
      ],
    },
  },
  {
    id: 'cds',
    category: 'defence',
    examKey: 'CDS',
    title: l('CDS', 'CDS'),
    subtitle: l('संयुक्त रक्षा सेवा परीक्षा', 'Combined Defence Services Examination'),
    about: {
      highlights: [
        l('संघ लोक सेवा आयोग (UPSC) द्वारा आयोजित', 'Conducted by the UPSC'),
        l('IMA, INA, AFA और OTA में स्नातकों का प्रवेश', 'Entry for graduates into IMA, INA, AFA and OTA'),
        l(
          'अंग्रेज़ी, सामान्य ज्ञान और प्रारंभिक गणित के प्रश्नपत्र',
          'Papers in English, General Knowledge and Elementary Mathematics',
        ),
        l('OTA के लिए गणित का प्रश्नपत्र नहीं होता', 'The OTA entry has no mathematics paper'),
      ],
    },
    examTypes: {
      items: [
        l('लिखित परीक्षा', 'Written exam'),
        l('एसएसबी साक्षात्कार', 'SSB interview'),
        l('चिकित्सा परीक्षा', 'Medical examination'),
      ],
    },
  },
  {
    id: 'afcat',
    category: 'defence',
    examKey: 'AFCAT',
    title: l('AFCAT', 'AFCAT'),
    subtitle: l('भारतीय वायु सेना की सामान्य प्रवेश परीक्षा', 'Indian Air Force Common Admission Test'),
    about: {
      highlights: [
        l('भारतीय वायु सेना द्वारा आयोजित', 'Conducted by the Indian Air Force'),
        l(
          'फ़्लाइंग और ग्राउंड ड्यूटी (तकनीकी व गैर-तकनीकी) शाखाओं में अधिकारी पद',
          'Officer posts in the Flying and Ground Duty (Technical and Non-Technical) branches',
        ),
        l(
          'मौखिक योग्यता, संख्यात्मक योग्यता, तर्कशक्ति और सामान्य जागरूकता',
          'Verbal ability, numerical ability, reasoning and general awareness',
        ),
        l('सही उत्तर पर +3, गलत उत्तर पर −1', '+3 for a correct answer, −1 for a wrong one'),
      ],
    },
    examTypes: {
      items: [
        l('ऑनलाइन लिखित परीक्षा', 'Online written exam'),
        l('तकनीकी शाखा के लिए EKT', 'EKT for the technical branch'),
        l('वायु सेना चयन बोर्ड (AFSB) परीक्षण', 'Air Force Selection Board (AFSB) testing'),
      ],
    },
  },
  {
    id: 'ctet',
    category: 'teaching',
    examKey: 'CTET',
    title: l('CTET', 'CTET'),
    subtitle: l('केंद्रीय शिक्षक पात्रता परीक्षा', 'Central Teacher Eligibility Test'),
    about: {
      highlights: [
        l(
          'केंद्रीय माध्यमिक शिक्षा बोर्ड (CBSE) द्वारा आयोजित',
          'Conducted by the Central Board of Secondary Education (CBSE)',
        ),
        l(
          'पेपर I कक्षा 1–5 और पेपर II कक्षा 6–8 के शिक्षकों के लिए',
          'Paper I for teachers of classes 1–5, Paper II for classes 6–8',
        ),
        l(
          '150 बहुविकल्पीय प्रश्न, 150 मिनट, कोई नकारात्मक अंकन नहीं',
          '150 multiple-choice questions in 150 minutes, no negative marking',
        ),
        l(
          'उत्तीर्ण होने के लिए 60% अंक (आरक्षित वर्गों को छूट)',
          '60% marks to qualify (relaxation for reserved categories)',
        ),
      ],
    },
    examTypes: {
      items: [
        l('पेपर I (प्राथमिक स्तर)', 'Paper I (primary stage)'),
        l('पेपर II (उच्च प्राथमिक स्तर)', 'Paper II (elementary stage)'),
      ],
    },
  },
  {
    id: 'uppsc',
    category: 'civil-services',
    examKey: 'UPPSC',
    title: l('UPPSC PCS', 'UPPSC PCS'),
    subtitle: l(
      'उत्तर प्रदेश संयुक्त राज्य / प्रवर अधीनस्थ सेवा परीक्षा',
      'Uttar Pradesh Combined State / Upper Subordinate Services Examination',
    ),
    about: {
      highlights: [
        l(
          'उत्तर प्रदेश लोक सेवा आयोग (UPPSC), प्रयागराज द्वारा आयोजित',
          'Conducted by the Uttar Pradesh Public Service Commission (UPPSC), Prayagraj',
        ),
        l('एसडीएम, डीएसपी और अन्य राज्य सेवा पद', 'SDM, DSP and other state service posts'),
        l(
          'उत्तर प्रदेश से जुड़े सामान्य अध्ययन पर विशेष ध्यान',
          'Special weight on general studies about Uttar Pradesh',
        ),
      ],
    },
    examTypes: {
      items: [
        l('प्रारंभिक परीक्षा', 'Preliminary exam'),
        l('मुख्य परीक्षा', 'Main exam'),
        l('साक्षात्कार', 'Interview'),
      ],
    },
  },
  {
    id: 'uppsc-ro-aro',
    category: 'civil-services',
    examKey: 'RO_ARO',
    title: l('UPPSC RO / ARO', 'UPPSC RO / ARO'),
    subtitle: l(
      'समीक्षा अधिकारी और सहायक समीक्षा अधिकारी परीक्षा',
      'Review Officer and Assistant Review Officer Examination',
    ),
    about: {
      highlights: [
        l('उत्तर प्रदेश लोक सेवा आयोग (UPPSC) द्वारा आयोजित', 'Conducted by the UPPSC'),
        l('सचिवालय और आयोग के कार्यालयों में पद', 'Posts in the Secretariat and Commission offices'),
        l(
          'प्रारंभिक परीक्षा में सामान्य अध्ययन और सामान्य हिन्दी',
          'The preliminary exam covers general studies and general Hindi',
        ),
      ],
    },
    examTypes: {
      items: [
        l('प्रारंभिक परीक्षा', 'Preliminary exam'),
        l('मुख्य परीक्षा', 'Main exam'),
        l('कुछ पदों के लिए टाइपिंग टेस्ट', 'Typing test for some posts'),
      ],
    },
  },
  {
    id: 'bpsc',
    category: 'civil-services',
    examKey: 'BPSC',
    title: l('BPSC', 'BPSC'),
    subtitle: l('बिहार संयुक्त प्रतियोगी परीक्षा', 'Bihar Combined Competitive Examination'),
    about: {
      highlights: [
        l(
          'बिहार लोक सेवा आयोग (BPSC) द्वारा आयोजित',
          'Conducted by the Bihar Public Service Commission (BPSC)',
        ),
        l(
          'बिहार सरकार के प्रशासनिक और पुलिस सेवा पद',
          'Administrative and police service posts of the Bihar Government',
        ),
        l(
          'बिहार के इतिहास, भूगोल और अर्थव्यवस्था से जुड़े प्रश्न',
          'Questions on the history, geography and economy of Bihar',
        ),
      ],
    },
    examTypes: {
      items: [
        l('प्रारंभिक परीक्षा', 'Preliminary exam'),
        l('मुख्य परीक्षा', 'Main exam'),
        l('साक्षात्कार', 'Interview'),
      ],
    },
  },
  {
    id: 'mppsc',
    category: 'civil-services',
    examKey: 'MPPSC',
    title: l('MPPSC', 'MPPSC'),
    subtitle: l('मध्य प्रदेश राज्य सेवा परीक्षा', 'Madhya Pradesh State Service Examination'),
    about: {
      highlights: [
        l(
          'मध्य प्रदेश लोक सेवा आयोग (MPPSC) द्वारा आयोजित',
          'Conducted by the Madhya Pradesh Public Service Commission (MPPSC)',
        ),
        l('डिप्टी कलेक्टर, डीएसपी और अन्य राज्य सेवा पद', 'Deputy Collector, DSP and other state service posts'),
        l(
          'प्रारंभिक परीक्षा में सामान्य अध्ययन और सामान्य अभिरुचि परीक्षण',
          'The preliminary exam has General Studies and a General Aptitude Test',
        ),
      ],
    },
    examTypes: {
      items: [
        l('प्रारंभिक परीक्षा', 'Preliminary exam'),
        l('मुख्य परीक्षा', 'Main exam'),
        l('साक्षात्कार', 'Interview'),
      ],
    },
  },
  {
    id: 'dsssb',
    category: 'teaching',
    examKey: 'DSSSB',
    title: l('DSSSB', 'DSSSB'),
    subtitle: l(
      'दिल्ली अधीनस्थ सेवा चयन बोर्ड की भर्ती परीक्षाएँ',
      'Delhi Subordinate Services Selection Board recruitment exams',
    ),
    about: {
      highlights: [
        l(
          'दिल्ली अधीनस्थ सेवा चयन बोर्ड (DSSSB) द्वारा आयोजित',
          'Conducted by the Delhi Subordinate Services Selection Board (DSSSB)',
        ),
        l(
          'दिल्ली सरकार के विद्यालयों में PRT, TGT और PGT शिक्षक',
          'PRT, TGT and PGT teachers in Delhi Government schools',
        ),
        l('क्लर्क, सहायक और अन्य अधीनस्थ पद भी', 'Also clerks, assistants and other subordinate posts'),
      ],
    },
    examTypes: {
      items: [
        l('एक स्तरीय परीक्षा (पद के अनुसार)', 'One-tier exam (depending on the post)'),
        l('दो स्तरीय परीक्षा (पद के अनुसार)', 'Two-tier exam (depending on the post)'),
        l('कुछ पदों के लिए कौशल परीक्षा', 'Skill test for some posts'),
      ],
    },
  },
  {
    id: 'up-police',
    category: 'police',
    examKey: 'UP_POLICE',
    title: l('UP पुलिस कांस्टेबल', 'UP Police Constable'),
    subtitle: l('उत्तर प्रदेश पुलिस में आरक्षी भर्ती', 'Constable recruitment in the Uttar Pradesh Police'),
    about: {
      highlights: [
        l(
          'उत्तर प्रदेश पुलिस भर्ती एवं प्रोन्नति बोर्ड (UPPRPB) द्वारा आयोजित',
          'Conducted by the UP Police Recruitment and Promotion Board (UPPRPB)',
        ),
        l(
          'सामान्य ज्ञान, सामान्य हिन्दी, संख्यात्मक योग्यता और तर्कशक्ति',
          'General knowledge, general Hindi, numerical ability and reasoning',
        ),
        l(
          'लिखित परीक्षा के बाद शारीरिक मानक और दक्षता परीक्षण',
          'Physical standard and efficiency tests follow the written exam',
        ),
      ],
    },
    examTypes: {
      items: [
        l('लिखित परीक्षा', 'Written exam'),
        l('दस्तावेज़ सत्यापन और शारीरिक मानक परीक्षण', 'Document verification and physical standard test'),
        l('शारीरिक दक्षता परीक्षण (दौड़)', 'Physical efficiency test (run)'),
      ],
    },
  },
  {
    id: 'upsi',
    category: 'police',
    examKey: 'UPSI',
    title: l('UP पुलिस SI', 'UP Police SI'),
    subtitle: l('उत्तर प्रदेश पुलिस में उपनिरीक्षक भर्ती', 'Sub-Inspector recruitment in the Uttar Pradesh Police'),
    about: {
      highlights: [
        l(
          'उत्तर प्रदेश पुलिस भर्ती एवं प्रोन्नति बोर्ड (UPPRPB) द्वारा आयोजित',
          'Conducted by the UP Police Recruitment and Promotion Board (UPPRPB)',
        ),
        l(
          'सामान्य हिन्दी, मूल विधि/संविधान/सामान्य ज्ञान, संख्यात्मक व मानसिक योग्यता, तर्कशक्ति',
          'General Hindi, basic law / constitution / general knowledge, numerical and mental ability, reasoning',
        ),
        l('स्नातक उम्मीदवार आवेदन कर सकते हैं', 'Open to graduates'),
      ],
    },
    examTypes: {
      items: [
        l('ऑनलाइन लिखित परीक्षा', 'Online written exam'),
        l('दस्तावेज़ सत्यापन और शारीरिक मानक परीक्षण', 'Document verification and physical standard test'),
        l('शारीरिक दक्षता परीक्षण', 'Physical efficiency test'),
      ],
    },
  },
  {
    id: 'rbi-grade-b',
    category: 'banking',
    examKey: 'RBI_GRADE_B',
    title: l('RBI ग्रेड B', 'RBI Grade B'),
    subtitle: l('भारतीय रिज़र्व बैंक में ग्रेड बी अधिकारी', 'Grade B Officer at the Reserve Bank of India'),
    about: {
      highlights: [
        l('भारतीय रिज़र्व बैंक (RBI) द्वारा आयोजित', 'Conducted by the Reserve Bank of India (RBI)'),
        l('डीआर (सामान्य), डीईपीआर और डीएसआईएम शाखाएँ', 'DR (General), DEPR and DSIM streams'),
        l(
          'चरण 2 में आर्थिक व सामाजिक मुद्दे, अंग्रेज़ी लेखन, वित्त और प्रबंधन',
          'Phase 2 covers economic and social issues, English writing, finance and management',
        ),
      ],
    },
    examTypes: {
      items: [
        l('चरण 1 (वस्तुनिष्ठ)', 'Phase 1 (objective)'),
        l('चरण 2 (वस्तुनिष्ठ और वर्णनात्मक)', 'Phase 2 (objective and descriptive)'),
        l('साक्षात्कार', 'Interview'),
      ],
    },
  },
  {
    id: 'rbi-assistant',
    category: 'banking',
    examKey: 'RBI_ASSISTANT',
    title: l('RBI असिस्टेंट', 'RBI Assistant'),
    subtitle: l('भारतीय रिज़र्व बैंक में सहायक पद', 'Assistant posts at the Reserve Bank of India'),
    about: {
      highlights: [
        l('भारतीय रिज़र्व बैंक (RBI) द्वारा आयोजित', 'Conducted by the Reserve Bank of India (RBI)'),
        l(
          'प्रारंभिक परीक्षा में अंग्रेज़ी, संख्यात्मक अभियोग्यता और तर्कशक्ति',
          'Prelims cover English, quantitative aptitude and reasoning',
        ),
        l('राज्य की भाषा में भाषा प्रवीणता परीक्षा', 'A language proficiency test in the language of the state'),
      ],
    },
    examTypes: {
      items: [
        l('प्रारंभिक परीक्षा', 'Preliminary exam'),
        l('मुख्य परीक्षा', 'Main exam'),
        l('भाषा प्रवीणता परीक्षा (LPT)', 'Language proficiency test (LPT)'),
      ],
    },
  },
  {
    id: 'nabard',
    category: 'banking',
    examKey: 'NABARD',
    title: l('NABARD ग्रेड A', 'NABARD Grade A'),
    subtitle: l(
      'राष्ट्रीय कृषि और ग्रामीण विकास बैंक में सहायक प्रबंधक',
      'Assistant Manager at the National Bank for Agriculture and Rural Development',
    ),
    about: {
      highlights: [
        l('नाबार्ड (NABARD) द्वारा आयोजित', 'Conducted by NABARD'),
        l('कृषि और ग्रामीण विकास पर विशेष प्रश्न', 'Special focus on agriculture and rural development'),
        l('आर्थिक व सामाजिक मुद्दे भी पाठ्यक्रम में', 'Economic and social issues are part of the syllabus'),
      ],
    },
    examTypes: {
      items: [
        l('चरण 1: प्रारंभिक परीक्षा', 'Phase 1: preliminary exam'),
        l('चरण 2: मुख्य परीक्षा', 'Phase 2: main exam'),
        l('साक्षात्कार', 'Interview'),
      ],
    },
  },
  {
    id: 'ibps-clerk',
    category: 'banking',
    examKey: 'IBPS_CLERK',
    title: l('IBPS क्लर्क', 'IBPS Clerk'),
    subtitle: l('सरकारी बैंकों में ग्राहक सेवा सहयोगी', 'Customer Service Associates in public sector banks'),
    about: {
      highlights: [
        l(
          'इंस्टीट्यूट ऑफ़ बैंकिंग पर्सोनेल सिलेक्शन (IBPS) द्वारा आयोजित',
          'Conducted by the Institute of Banking Personnel Selection (IBPS)',
        ),
        l(
          'राज्य-वार भर्ती; राज्य की भाषा का ज्ञान आवश्यक',
          "State-wise recruitment; knowledge of the state's language is needed",
        ),
        l('कोई साक्षात्कार नहीं', 'No interview'),
      ],
    },
    examTypes: {
      items: [
        l('प्रारंभिक परीक्षा', 'Preliminary exam'),
        l('मुख्य परीक्षा', 'Main exam'),
        l('स्थानीय भाषा परीक्षा', 'Local language test'),
      ],
    },
  },
  {
    id: 'sbi-clerk',
    category: 'banking',
    examKey: 'SBI_CLERK',
    title: l('SBI क्लर्क', 'SBI Clerk'),
    subtitle: l('भारतीय स्टेट बैंक में जूनियर एसोसिएट', 'Junior Associate at the State Bank of India'),
    about: {
      highlights: [
        l('भारतीय स्टेट बैंक (SBI) द्वारा आयोजित', 'Conducted by the State Bank of India (SBI)'),
        l('ग्राहक सहायता और बिक्री के पद', 'Customer support and sales posts'),
        l(
          'प्रारंभिक परीक्षा में अंग्रेज़ी, संख्यात्मक अभियोग्यता और तर्कशक्ति',
          'Prelims cover English, quantitative aptitude and reasoning',
        ),
      ],
    },
    examTypes: {
      items: [
        l('प्रारंभिक परीक्षा', 'Preliminary exam'),
        l('मुख्य परीक्षा', 'Main exam'),
        l('स्थानीय भाषा परीक्षा', 'Local language test'),
      ],
    },
  },
];

export function findExamInfoCard(id: string): ExamInfoCard | undefined {
  return examInfoCards.find((card) => card.id === id);
}
