import {
  indianStateCodes,
  indianStates,
  type OrganisationRequestInput,
  organisationKinds,
} from '@abhyas/core';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailField } from '@/components/ui/email-field';
import { Select } from '@/components/ui/select';
import { TextField } from '@/components/ui/text-field';
import { useUiLanguage } from '@/lib/use-ui-language';

/** The fields of a request and of a directly created institute, as the form holds them (text). */
export const emptyInstitute = {
  name: '',
  kind: '',
  city: '',
  state: '',
  contactName: '',
  phone: '',
  email: '',
  expectedStudents: '',
};
export type InstituteField = keyof typeof emptyInstitute;

/**
 * The form's values as the API takes them. The number is sent as typed ("" stays a string), so the
 * core schema names what is wrong instead of the page guessing.
 */
export function toInstituteInput(v: Record<InstituteField, string>): OrganisationRequestInput {
  const students = v.expectedStudents.trim();
  return {
    ...v,
    expectedStudents: (students !== '' && /^\d+$/.test(students) ? Number(students) : students) as number,
  } as OrganisationRequestInput;
}

interface Bound {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
}

/** The institute's details: name, kind, city, state (every state and UT by name), contact, numbers. */
export function InstituteFields({ bind }: { bind: (field: InstituteField) => Bound }) {
  const { t } = useTranslation();
  const lang = useUiLanguage();
  const states = indianStateCodes
    .map((code) => ({ value: code, label: indianStates[code][lang] }))
    .sort((a, b) => a.label.localeCompare(b.label, lang === 'hi' ? 'hi' : 'en'));
  return (
    <>
      <TextField label={t('organisations.fields.name')} autoComplete="organization" {...bind('name')} />
      <Select
        label={t('organisations.fields.kind')}
        placeholder={t('organisations.fields.kindPlaceholder')}
        options={organisationKinds.map((k) => ({ value: k, label: t(`organisations.kinds.${k}`) }))}
        {...bind('kind')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={t('organisations.fields.city')} autoComplete="address-level2" {...bind('city')} />
        <Select
          label={t('organisations.fields.state')}
          placeholder={t('organisations.fields.statePlaceholder')}
          options={states}
          {...bind('state')}
        />
      </div>
      <TextField label={t('organisations.fields.contactName')} autoComplete="name" {...bind('contactName')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('organisations.fields.phone')}
          hint={t('organisations.fields.phoneHint')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          {...bind('phone')}
        />
        <EmailField label={t('organisations.fields.email')} {...bind('email')} />
      </div>
      <TextField
        label={t('organisations.fields.expectedStudents')}
        hint={t('organisations.fields.expectedStudentsHint')}
        inputMode="numeric"
        {...bind('expectedStudents')}
      />
    </>
  );
}
