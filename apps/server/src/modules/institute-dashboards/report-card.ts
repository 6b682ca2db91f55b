import { type StudentPerformance, subjectName } from '@abhyas/core';
import type { ReportCardPdfInput } from '../notes/pdf/report-card-pdf.ts';
import { reportCardWords } from './report-card-words.ts';

type Lang = 'hi' | 'en';

/**
 * A student's performance as the report card's printed input, every number formatted in the card's
 * language (Indian digits grouping; Hindi uses Latin digits, as the web app does).
 */
export function reportCardInput(p: StudentPerformance, lang: Lang, now: Date): ReportCardPdfInput {
  const w = reportCardWords[lang];
  const locale = lang === 'hi' ? 'hi-IN' : 'en-IN';
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const date = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
  const pct = (x: number | null) => (x === null ? w.none : `${number.format(x)}%`);
  const pair = (a: number | null, b: number | null) => `${pct(a)} / ${pct(b)}`;
  const batches = p.student.batches.map((b) => b.name).join(', ');
  return {
    language: lang,
    title: w.title,
    footer: w.footer,
    studentName: p.student.name,
    subtitle: [p.organisationName, batches ? `${w.batches}: ${batches}` : '', `${w.made} ${date.format(now)}`]
      .filter(Boolean)
      .join(' · '),
    figures: [
      { label: w.testsTaken, value: number.format(p.testsTaken) },
      { label: w.averageScore, value: pct(p.averageScorePercent) },
      { label: w.accuracy, value: pct(p.accuracy) },
      { label: w.attendance, value: pct(p.attendance.rate) },
      { label: w.testMinutes, value: w.minutes(number.format(p.time.testMinutes)) },
      {
        label: w.perAnswer,
        value: p.time.secondsPerAnswer === null ? w.none : w.seconds(number.format(p.time.secondsPerAnswer)),
      },
    ],
    sections: [
      {
        heading: w.recent,
        header: [...w.recentHeader],
        rows: [...p.scoreTrend]
          .reverse()
          .map((t) => [
            t.title[lang],
            date.format(new Date(t.submittedAt)),
            `${number.format(t.score)} / ${number.format(t.totalMarks)}`,
            pct(t.percent),
          ]),
        empty: w.recentEmpty,
      },
      {
        heading: w.sections,
        header: [...w.sectionsHeader],
        rows: p.sections.map((s) => [
          s.name[lang],
          number.format(s.correct),
          number.format(s.wrong),
          pct(s.accuracy),
        ]),
        empty: w.sectionsEmpty,
      },
      {
        heading: w.weak,
        header: [...w.weakHeader],
        rows: p.weakTopics.map((t) => [
          [...new Set([subjectName(t.subject, lang), subjectName(t.topic, lang)])].join(' · '),
          number.format(t.attempts),
          number.format(t.correct),
          pct(t.accuracy),
        ]),
        empty: w.weakEmpty,
      },
      {
        heading: w.comparison,
        header: [...w.comparisonHeader],
        rows: p.comparison.map((c) => [
          c.batchName,
          pair(c.student.averageScorePercent, c.batch.averageScorePercent),
          pair(c.student.accuracy, c.batch.accuracy),
          pair(c.student.attendanceRate, c.batch.attendanceRate),
        ]),
        empty: w.comparisonEmpty,
      },
    ],
    note: w.note,
  };
}
