/**
 * India's 28 states and 8 union territories, by their ISO 3166-2:IN codes (what a request stores),
 * with their names in Hindi and English (what every screen shows). The registration form's select
 * and the platform admins' lists read this one table.
 */
export const indianStates = {
  AP: { hi: 'आंध्र प्रदेश', en: 'Andhra Pradesh' },
  AR: { hi: 'अरुणाचल प्रदेश', en: 'Arunachal Pradesh' },
  AS: { hi: 'असम', en: 'Assam' },
  BR: { hi: 'बिहार', en: 'Bihar' },
  CG: { hi: 'छत्तीसगढ़', en: 'Chhattisgarh' },
  GA: { hi: 'गोवा', en: 'Goa' },
  GJ: { hi: 'गुजरात', en: 'Gujarat' },
  HR: { hi: 'हरियाणा', en: 'Haryana' },
  HP: { hi: 'हिमाचल प्रदेश', en: 'Himachal Pradesh' },
  JH: { hi: 'झारखंड', en: 'Jharkhand' },
  KA: { hi: 'कर्नाटक', en: 'Karnataka' },
  KL: { hi: 'केरल', en: 'Kerala' },
  MP: { hi: 'मध्य प्रदेश', en: 'Madhya Pradesh' },
  MH: { hi: 'महाराष्ट्र', en: 'Maharashtra' },
  MN: { hi: 'मणिपुर', en: 'Manipur' },
  ML: { hi: 'मेघालय', en: 'Meghalaya' },
  MZ: { hi: 'मिज़ोरम', en: 'Mizoram' },
  NL: { hi: 'नागालैंड', en: 'Nagaland' },
  OD: { hi: 'ओडिशा', en: 'Odisha' },
  PB: { hi: 'पंजाब', en: 'Punjab' },
  RJ: { hi: 'राजस्थान', en: 'Rajasthan' },
  SK: { hi: 'सिक्किम', en: 'Sikkim' },
  TN: { hi: 'तमिलनाडु', en: 'Tamil Nadu' },
  TS: { hi: 'तेलंगाना', en: 'Telangana' },
  TR: { hi: 'त्रिपुरा', en: 'Tripura' },
  UP: { hi: 'उत्तर प्रदेश', en: 'Uttar Pradesh' },
  UK: { hi: 'उत्तराखंड', en: 'Uttarakhand' },
  WB: { hi: 'पश्चिम बंगाल', en: 'West Bengal' },
  AN: { hi: 'अंडमान और निकोबार द्वीपसमूह', en: 'Andaman and Nicobar Islands' },
  CH: { hi: 'चंडीगढ़', en: 'Chandigarh' },
  DH: { hi: 'दादरा और नगर हवेली और दमन और दीव', en: 'Dadra and Nagar Haveli and Daman and Diu' },
  DL: { hi: 'दिल्ली', en: 'Delhi' },
  JK: { hi: 'जम्मू और कश्मीर', en: 'Jammu and Kashmir' },
  LA: { hi: 'लद्दाख', en: 'Ladakh' },
  LD: { hi: 'लक्षद्वीप', en: 'Lakshadweep' },
  PY: { hi: 'पुडुचेरी', en: 'Puducherry' },
} as const satisfies Record<string, { hi: string; en: string }>;

export type IndianStateCode = keyof typeof indianStates;
export const indianStateCodes = Object.keys(indianStates) as [IndianStateCode, ...IndianStateCode[]];

/** A stored state's name in a language; a value outside the table (an older free-text row) as it is. */
export function indianStateName(code: string, lang: 'hi' | 'en'): string {
  return code in indianStates ? indianStates[code as IndianStateCode][lang] : code;
}
