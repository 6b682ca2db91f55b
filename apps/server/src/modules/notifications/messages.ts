import { dayInWords } from '@abhyas/core';
import { z } from 'zod';

/** The languages a notification is shown in; a reader who names neither gets both (see `readerLanguage`). */
export type NoticeLanguage = 'hi' | 'en';

const bilingual = z.object({ hi: z.string(), en: z.string() });

/**
 * Every kind of notification the platform writes itself, with the params its message needs. The
 * params are stored as jsonb beside the kind and checked again when read: a row written by an older
 * version whose params no longer fit is shown from its stored title and body instead.
 */
export const noticeParams = {
  /** A teacher marked the student absent or late in a batch on an Indian day (once per batch and day). */
  attendanceMarked: z.object({ batch: z.string(), day: z.string(), status: z.enum(['absent', 'late']) }),
  /** An admin corrected a key and this student's score changed (marks as shown, two decimals). */
  keyCorrected: z.object({
    setTitle: bilingual,
    before: z.number(),
    after: z.number(),
    /** The attempt whose score changed: the notice opens its result (absent on older rows). */
    attemptId: z.uuid().optional(),
  }),
  /** A test the sweeper submitted when its time ran out (the browser was closed): its result is ready. */
  resultReady: z.object({ setTitle: bilingual, attemptId: z.uuid() }),
  /** Today's Problem of the Day is out (one platform-wide notice a day; its topic's name). */
  potdNew: z.object({ day: z.string(), category: bilingual }),
  /** The evening reminder: a streak of `streak` days ends at midnight unless today's problem is solved. */
  streakAtRisk: z.object({ streak: z.number().int().min(1) }),
  /** A platform admin approved the reader's "Register Your Institute" request: they are its admin now. */
  organisationApproved: z.object({ organisation: z.string() }),
  /** A platform admin rejected it, with the reason they wrote. */
  organisationRejected: z.object({ organisation: z.string(), reason: z.string() }),
  /** An institute's admin (or its roster import) put the reader into a batch as a student. */
  addedToBatch: z.object({ batch: z.string(), organisation: z.string() }),
  /** A group member wrote `@username` of the reader in a chat message (docs/community-realtime.md). */
  chatMention: z.object({ groupId: z.uuid(), group: z.string(), author: z.string(), preview: z.string() }),
  /** A group member replied to the reader's chat message. */
  chatReply: z.object({ groupId: z.uuid(), group: z.string(), author: z.string(), preview: z.string() }),
  /** A live test the reader registered for starts soon (docs/live-tests.md); `startsAt` is ISO. */
  liveReminder: z.object({ liveTestId: z.uuid(), title: bilingual, startsAt: z.string() }),
  /** The results of a live test the reader sat are published. */
  liveResults: z.object({ liveTestId: z.uuid(), title: bilingual }),
} as const;

export type NoticeKind = keyof typeof noticeParams;
export const noticeKinds = Object.keys(noticeParams) as [NoticeKind, ...NoticeKind[]];
export type NoticeParams<K extends NoticeKind> = z.infer<(typeof noticeParams)[K]>;

/** "2026-12-01T04:30:00Z" as "10:00" (India's time, 24-hour). */
function istTime(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return at.toLocaleTimeString('en-GB', { timeZone: 'Asia/Kolkata', hour: '2-digit', minute: '2-digit' });
}

interface Message {
  title: string;
  body: string;
}

/** The message of each kind in one language. */
const catalogue: { [K in NoticeKind]: (p: NoticeParams<K>, lang: NoticeLanguage) => Message } = {
  attendanceMarked: (p, lang) => {
    const day = dayInWords(p.day, lang);
    if (lang === 'hi')
      return p.status === 'absent'
        ? { title: 'आपकी अनुपस्थिति दर्ज हुई', body: `${p.batch}: ${day} को आप अनुपस्थित दर्ज किए गए।` }
        : { title: 'आप देर से आए दर्ज हुए', body: `${p.batch}: ${day} को आप देर से आए दर्ज किए गए।` };
    return p.status === 'absent'
      ? { title: 'You were marked absent', body: `${p.batch}: you were marked absent on ${day}.` }
      : { title: 'You were marked late', body: `${p.batch}: you were marked late on ${day}.` };
  },
  keyCorrected: (p, lang) =>
    lang === 'hi'
      ? {
          title: 'उत्तर कुंजी सुधारी गई',
          body: `${p.setTitle.hi}: आपका स्कोर ${p.before} से ${p.after} हुआ।`,
        }
      : {
          title: 'Answer key corrected',
          body: `${p.setTitle.en}: your score changed from ${p.before} to ${p.after}.`,
        },
  resultReady: (p, lang) =>
    lang === 'hi'
      ? {
          title: 'आपका परिणाम तैयार है',
          body: `${p.setTitle.hi}: समय पूरा होने पर टेस्ट जमा हो गया। परिणाम देखें।`,
        }
      : {
          title: 'Your result is ready',
          body: `${p.setTitle.en}: your test was submitted when the time ran out. See your result.`,
        },
  potdNew: (p, lang) =>
    lang === 'hi'
      ? { title: 'आज का प्रश्न आ गया है', body: `आज का विषय: ${p.category.hi}। हल करें और अपनी स्ट्रीक बढ़ाएँ।` }
      : {
          title: "Today's Problem of the Day is here",
          body: `Today's topic: ${p.category.en}. Solve it to grow your streak.`,
        },
  streakAtRisk: (p, lang) =>
    lang === 'hi'
      ? {
          title: 'आपकी स्ट्रीक ख़तरे में है',
          body: `आज का प्रश्न आधी रात से पहले हल करें, नहीं तो ${p.streak} दिन की स्ट्रीक टूट जाएगी।`,
        }
      : {
          title: 'Your streak is at risk',
          body: `Solve today's problem before midnight to keep your ${p.streak}-day streak.`,
        },
  organisationApproved: (p, lang) =>
    lang === 'hi'
      ? {
          title: 'आपका संस्थान स्वीकृत हो गया',
          body: `${p.organisation} अब अभ्यास पर है और आप इसके एडमिन हैं।`,
        }
      : {
          title: 'Your institute is approved',
          body: `${p.organisation} is now on Abhyas and you are its admin.`,
        },
  organisationRejected: (p, lang) =>
    lang === 'hi'
      ? { title: 'संस्थान का अनुरोध स्वीकार नहीं हुआ', body: `${p.organisation}: ${p.reason}` }
      : { title: 'Your institute request was not approved', body: `${p.organisation}: ${p.reason}` },
  addedToBatch: (p, lang) =>
    lang === 'hi'
      ? { title: 'आप एक बैच में जोड़े गए', body: `आपको ${p.organisation} के बैच ${p.batch} में जोड़ा गया है।` }
      : { title: 'You were added to a batch', body: `You were added to ${p.batch} at ${p.organisation}.` },
  chatMention: (p, lang) =>
    lang === 'hi'
      ? { title: `${p.author} ने ${p.group} में आपका ज़िक्र किया`, body: p.preview }
      : { title: `${p.author} mentioned you in ${p.group}`, body: p.preview },
  chatReply: (p, lang) =>
    lang === 'hi'
      ? { title: `${p.author} ने ${p.group} में आपको जवाब दिया`, body: p.preview }
      : { title: `${p.author} replied to you in ${p.group}`, body: p.preview },
  liveReminder: (p, lang) =>
    lang === 'hi'
      ? { title: 'लाइव टेस्ट जल्द शुरू होगा', body: `${p.title.hi} ${istTime(p.startsAt)} बजे शुरू होगा। समय पर जुड़ें।` }
      : {
          title: 'Your live test starts soon',
          body: `${p.title.en} starts at ${istTime(p.startsAt)} IST. Join on time.`,
        },
  liveResults: (p, lang) =>
    lang === 'hi'
      ? { title: 'लाइव टेस्ट का परिणाम घोषित', body: `${p.title.hi}: अपनी अखिल भारतीय रैंक देखें।` }
      : { title: 'Live test results are out', body: `${p.title.en}: see your all-India rank.` },
};

/**
 * Both languages in one text, stored as the row's title and body: what a reader who asks for neither
 * language sees, and exactly the text the key correction wrote before notices had kinds.
 */
const bothLanguages: { [K in NoticeKind]: (p: NoticeParams<K>) => Message } = {
  attendanceMarked: (p) => {
    const [hi, en] = [catalogue.attendanceMarked(p, 'hi'), catalogue.attendanceMarked(p, 'en')];
    return { title: `${hi.title} / ${en.title}`, body: `${hi.body} / ${en.body}` };
  },
  keyCorrected: (p) => ({
    title: 'उत्तर कुंजी सुधारी गई / Answer key corrected',
    body: `${p.setTitle.en}: आपका स्कोर ${p.before} से ${p.after} हुआ / your score changed from ${p.before} to ${p.after}.`,
  }),
  resultReady: (p) => ({
    title: 'आपका परिणाम तैयार है / Your result is ready',
    body: `${p.setTitle.hi}: समय पूरा होने पर टेस्ट जमा हो गया / ${p.setTitle.en}: your test was submitted when the time ran out.`,
  }),
  potdNew: (p) => ({
    title: "आज का प्रश्न आ गया है / Today's Problem of the Day is here",
    body: `${p.category.hi} / ${p.category.en}`,
  }),
  streakAtRisk: (p) => ({
    title: 'आपकी स्ट्रीक ख़तरे में है / Your streak is at risk',
    body: `${p.streak} दिन की स्ट्रीक बचाने के लिए आज का प्रश्न हल करें / Solve today's problem to keep your ${p.streak}-day streak.`,
  }),
  organisationApproved: (p) => ({
    title: 'आपका संस्थान स्वीकृत हो गया / Your institute is approved',
    body: `${p.organisation}: आप इसके एडमिन हैं / you are its admin.`,
  }),
  organisationRejected: (p) => ({
    title: 'संस्थान का अनुरोध स्वीकार नहीं हुआ / Your institute request was not approved',
    body: `${p.organisation}: ${p.reason}`,
  }),
  addedToBatch: (p) => ({
    title: 'आप एक बैच में जोड़े गए / You were added to a batch',
    body: `${p.organisation}: ${p.batch}`,
  }),
  chatMention: (p) => ({
    title: `${p.author} ने ${p.group} में आपका ज़िक्र किया / ${p.author} mentioned you in ${p.group}`,
    body: p.preview,
  }),
  chatReply: (p) => ({
    title: `${p.author} ने ${p.group} में आपको जवाब दिया / ${p.author} replied to you in ${p.group}`,
    body: p.preview,
  }),
  liveReminder: (p) => ({
    title: 'लाइव टेस्ट जल्द शुरू होगा / Your live test starts soon',
    body: `${p.title.hi} / ${p.title.en}: ${istTime(p.startsAt)} IST`,
  }),
  liveResults: (p) => ({
    title: 'लाइव टेस्ट का परिणाम घोषित / Live test results are out',
    body: `${p.title.hi} / ${p.title.en}`,
  }),
};

export function renderNotice<K extends NoticeKind>(
  kind: K,
  params: NoticeParams<K>,
  lang: NoticeLanguage | null,
): Message {
  return lang === null ? bothLanguages[kind](params) : catalogue[kind](params, lang);
}

/** A stored row's message in the reader's language, or null when the row has no (valid) kind. */
export function renderStored(kind: string | null, params: unknown, lang: NoticeLanguage): Message | null {
  if (kind === null || !(kind in noticeParams)) return null;
  const k = kind as NoticeKind;
  const parsed = noticeParams[k].safeParse(params);
  // The params were checked against this kind's schema just above; TypeScript cannot pair the two.
  const render = catalogue[k] as (p: unknown, l: NoticeLanguage) => Message;
  return parsed.success ? render(parsed.data, lang) : null;
}

/**
 * The reader's language from Accept-Language: the first of hi and en by preference (q), or null when
 * the header names neither (then the stored two-language text is shown, as before notices had kinds).
 */
export function readerLanguage(header: string | undefined): NoticeLanguage | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, i) => {
      const [tag = '', ...attrs] = part.trim().split(';');
      const q = attrs.map((a) => a.trim()).find((a) => a.startsWith('q='));
      return { lang: tag.trim().toLowerCase().split('-')[0], q: q ? Number(q.slice(2)) : 1, i };
    })
    .filter((x) => (x.lang === 'hi' || x.lang === 'en') && x.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  return (ranked[0]?.lang as NoticeLanguage | undefined) ?? null;
}
