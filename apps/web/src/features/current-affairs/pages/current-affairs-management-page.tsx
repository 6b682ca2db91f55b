import { addIndianDays, indianDayOf } from '@abhyas/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PageMeta } from '@/components/seo/page-meta';
import { TextField } from '@/components/ui/text-field';
import { useStoredValue } from '@/lib/session';
import { useUiLanguage } from '@/lib/use-ui-language';
import { AdminDayEditor } from '../components/admin-day-editor';
import { dayInWords } from '../lib/dates';

/** Days ahead an admin may prepare (the server refuses further: validation.currentAffairs.dayTooFar). */
const AHEAD_DAYS = 62;

/**
 * /current-affairs-management: a platform admin picks a day and publishes its ten questions; anyone
 * else is sent to the students' page. The server checks the role on every call.
 */
export function CurrentAffairsManagementPage() {
  const admin = useStoredValue('role') === 'admin';
  if (!admin) return <Navigate to="/current-affairs" replace />;
  return <Management />;
}

function Management() {
  const { t } = useTranslation();
  const lang = useUiLanguage();
  const today = indianDayOf(Date.now());
  const [day, setDay] = useState(today);
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5">
      <PageMeta
        title={t('currentAffairs.admin.metaTitle')}
        description={t('currentAffairs.metaDescription')}
        noindex
      />
      <header>
        <h1 className="text-2xl font-bold leading-snug text-slate-900 sm:text-3xl">
          {t('currentAffairs.admin.title')}
        </h1>
        <p className="mt-1 leading-relaxed text-slate-700">{t('currentAffairs.admin.lead')}</p>
      </header>
      <TextField
        type="date"
        label={t('currentAffairs.admin.day')}
        hint={dayInWords(day, lang, true)}
        value={day}
        max={addIndianDays(today, AHEAD_DAYS)}
        onChange={(e) => {
          if (e.target.value) setDay(e.target.value);
        }}
        className="max-w-xs"
      />
      <AdminDayEditor key={day} day={day} lang={lang} />
    </div>
  );
}
