import type { ImportIssue } from '@abhyas/core';
import type { ParsedFile } from '../parse-file.ts';

/**
 * The plain text of Moodle's HTML (a question text, an answer, feedback) and its languages. Moodle's
 * multi-language content (`<span lang="hi" class="multilang">…</span>` or `{mlang hi}…{mlang}`)
 * becomes our Hindi and English; text in one language is both (an institute's question may be in one
 * language only: docs/institutes.md).
 */

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return entities[name.toLowerCase()] ?? whole;
  });
}

/** HTML to one line of plain text: tags dropped, line breaks and paragraphs as spaces, entities decoded. */
export function htmlToText(html: string): string {
  return decodeEntities(html.replace(/<(br|\/p|\/div|\/li)\b[^>]*>/gi, ' ').replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
}

const spanPattern =
  /<span\b(?=[^>]*\bclass\s*=\s*["'][^"']*\bmultilang\b)[^>]*\blang\s*=\s*["']([a-z_-]+)["'][^>]*>([\s\S]*?)<\/span>/gi;
const mlangPattern = /\{mlang\s+([a-z_-]+)\}([\s\S]*?)\{mlang\}/gi;

/** The Hindi and English of a text (HTML when `html`), each the whole text when it names no language. */
export function languagesOf(raw: string, html = true): { hi: string; en: string } {
  const plain = (s: string) => (html ? htmlToText(s) : s.replace(/\s+/g, ' ').trim());
  const found: Record<string, string> = {};
  for (const pattern of [spanPattern, mlangPattern])
    for (const m of raw.matchAll(pattern)) {
      const lang = (m[1] ?? '').toLowerCase().split(/[_-]/)[0] ?? '';
      found[lang] = `${found[lang] ?? ''} ${plain(m[2] ?? '')}`.trim();
    }
  if (found.hi || found.en) {
    const hi = found.hi || found.en || '';
    const en = found.en || found.hi || '';
    return { hi, en };
  }
  const whole = plain(raw);
  return { hi: whole, en: whole };
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
/** Plain text as HTML (and as XML character data). */
export const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => escapes[c] ?? c);

/** A question read from a Moodle-family file, before the request's subject, topic and difficulty join it. */
export interface MoodleQuestion {
  text: { hi: string; en: string };
  options: { hi: string; en: string }[];
  /** 1-based; 0 when the file marks no single correct option (the row is refused then). */
  answer: number;
  explanation: { hi: string; en: string };
}

/**
 * One multiple-choice question of a file as an import item, or the row's refusal: exactly one correct
 * option. With no general feedback the explanation is the correct option itself (the bank needs one).
 */
export function itemOf(
  row: number,
  q: MoodleQuestion,
  correct: number,
): ParsedFile['items'][number] | ImportIssue {
  if (correct !== 1) return { row, field: 'answer', rule: 'validation.batchTests.oneCorrectOption' };
  const key = q.options[q.answer - 1];
  const explanation = q.explanation.hi || q.explanation.en ? q.explanation : (key ?? { hi: '', en: '' });
  return { row, value: { ...q, explanation } };
}

/** Gathers items and issues; a file with no question at all is refused as a whole. */
export function collect(results: (ParsedFile['items'][number] | ImportIssue)[]): ParsedFile {
  const items: ParsedFile['items'] = [];
  const issues: ImportIssue[] = [];
  for (const r of results)
    if ('rule' in r) issues.push(r);
    else items.push(r);
  if (items.length === 0 && issues.length === 0)
    issues.push({ row: 0, field: 'file', rule: 'testUpload.rules.noRows' });
  return { items, issues, tabular: false };
}

export const notMultipleChoice = (row: number): ImportIssue => ({
  row,
  field: 'type',
  rule: 'validation.batchTests.onlyMultipleChoice',
});
