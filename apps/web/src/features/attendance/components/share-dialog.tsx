import { type AttendanceCounts, attendanceRate } from '@abhyas/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { i18n, type Language } from '@/lib/i18n';
import { useLanguageLoaded } from '@/lib/use-language-loaded';
import { useUiLanguage } from '@/lib/use-ui-language';
import { formatDay, formatMonth } from '../lib/dates';
import { canShareText, shareText, whatsAppLink } from '../lib/share';

export type ShareSubject =
  | { kind: 'absent'; name: string; batch: string; institute: string; day: string }
  | {
      kind: 'month';
      name: string;
      batch: string;
      institute: string;
      month: string;
      counts: AttendanceCounts;
    };

/** The parent's message in `lang`: the student's name, the batch, the date(s) and the institute. */
export function shareMessage(subject: ShareSubject, lang: Language): string {
  const t = i18n.getFixedT(lang);
  const common = { name: subject.name, batch: subject.batch, institute: subject.institute };
  if (subject.kind === 'absent')
    return t('attendance.share.absentText', { ...common, date: formatDay(subject.day, lang, 'long') });
  const rate = attendanceRate(subject.counts);
  return t('attendance.share.monthText', {
    ...common,
    ...subject.counts,
    month: formatMonth(subject.month, lang),
    rate: rate === null ? t('attendance.share.noRate') : `${rate}%`,
  });
}

/**
 * "Share with parent": the message in Hindi or English (the teacher picks; the screen's language
 * first), then the phone's share sheet, or a WhatsApp link with the text where there is none.
 */
export function ShareDialog({ subject, onClose }: { subject: ShareSubject | null; onClose: () => void }) {
  const { t } = useTranslation();
  const ui = useUiLanguage();
  const [lang, setLang] = useState<Language>(ui);
  const ready = useLanguageLoaded(lang);
  const text = subject && ready ? shareMessage(subject, lang) : '';
  return (
    <Dialog
      open={subject !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('attendance.share.title')}
      closeLabel={t('attendance.share.close')}
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="font-semibold text-slate-800">{t('attendance.share.language')}</legend>
        <div className="grid grid-cols-2 gap-2">
          {(['hi', 'en'] as const).map((l) => (
            <label
              key={l}
              className="flex min-h-12 items-center gap-2 rounded-lg border border-slate-300 px-3 has-[:checked]:border-primary-700 has-[:checked]:bg-primary-50"
            >
              <input type="radio" name="share-lang" checked={lang === l} onChange={() => setLang(l)} />
              {t(`attendance.share.${l}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <p lang={lang} className="mt-4 rounded-lg bg-slate-50 p-3 leading-relaxed text-slate-900">
        {text}
      </p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        {canShareText() && (
          <Button disabled={!text} onClick={() => void shareText(text).then((ok) => ok && onClose())}>
            {t('attendance.share.absent')}
          </Button>
        )}
        <a
          href={whatsAppLink(text)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClasses(canShareText() ? 'secondary' : 'primary')}
        >
          {t('attendance.share.whatsapp')}
        </a>
      </div>
    </Dialog>
  );
}
