import { COUNTRIES, measurementValues } from '@casting/contract';
import { useMemo } from 'react';
import { Controller, type Control, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { SelectField } from '../../../ui/form/select-field';
import { TextField } from '../../../ui/form/text-field';
import { TextareaField } from '../../../ui/form/textarea-field';
import type { SpecialtyField, SpecialtyFormValues } from '../lib/specialty-forms';
import { AnswerSelect } from './answer-select';
import { CheckboxGroup } from './checkbox-group';

const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({ value: country.code, label: country.name }));

// Spec §3: the model's birth date is shown in the en-GB form (day/month/year) whatever the language.
const EN_GB_DATE = new Intl.DateTimeFormat('en-GB', { dateStyle: 'short', timeZone: 'UTC' });

function asText(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function asList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** A list field reports its first problem, whether about the list or one of its items. */
function firstError(error: FieldError | undefined): string | undefined {
  if (error === undefined) return undefined;
  if (error.message !== undefined && error.message !== '') return error.message;
  const items = Object.values(error) as unknown[];
  for (const item of items) {
    if (typeof item === 'object' && item !== null && 'message' in item && typeof item.message === 'string') {
      return item.message;
    }
  }
  return undefined;
}

/** Wide controls (long texts, checkbox lists) take a whole row of the form grid. */
export function isWideField(field: SpecialtyField): boolean {
  return (
    (field.kind === 'text' && field.multiline === true) ||
    field.kind === 'checkboxes' ||
    field.kind === 'textList'
  );
}

export interface SpecialtyFieldControlProps {
  readonly control: Control<SpecialtyFormValues>;
  readonly field: SpecialtyField;
}

/**
 * One question of a profile form. Values take the API's types here: yes/no answers become
 * booleans and numeric selects numbers (spec §5), single choices the API keeps as lists become
 * one-item lists.
 */
export function SpecialtyFieldControl({ control, field }: SpecialtyFieldControlProps) {
  const { t } = useTranslation('onboarding');
  const measurementOptions = useMemo(
    () =>
      field.kind === 'measurement'
        ? measurementValues(field.measurement).map((value) => ({
            value: String(value),
            label: formatNumber(value),
          }))
        : [],
    [field],
  );

  return (
    <Controller
      control={control}
      name={field.name}
      render={({ field: input, fieldState }) => {
        const error = firstError(fieldState.error);
        switch (field.kind) {
          case 'text': {
            const common = {
              ref: input.ref,
              name: input.name,
              label: field.label,
              placeholder: field.placeholder,
              value: asText(input.value),
              onBlur: input.onBlur,
              error,
            };
            return field.multiline === true ? (
              <TextareaField
                {...common}
                rows={4}
                onChange={(event) => {
                  input.onChange(event.currentTarget.value);
                }}
              />
            ) : (
              <TextField
                {...common}
                onChange={(event) => {
                  input.onChange(event.currentTarget.value);
                }}
              />
            );
          }
          case 'textList':
            return (
              <TextareaField
                ref={input.ref}
                name={input.name}
                label={field.label}
                hint={field.hint}
                rows={3}
                value={asList(input.value)[0] ?? ''}
                onChange={(event) => {
                  const text = event.currentTarget.value;
                  input.onChange(text === '' ? [] : [text]);
                }}
                onBlur={input.onBlur}
                error={error}
              />
            );
          case 'answer':
            return (
              <AnswerSelect
                ref={input.ref}
                name={input.name}
                label={field.label}
                value={typeof input.value === 'boolean' ? input.value : undefined}
                onChange={input.onChange}
                onBlur={input.onBlur}
                error={error}
              />
            );
          case 'select': {
            const { asList: listed = false } = field;
            return (
              <SelectField
                ref={input.ref}
                name={input.name}
                label={field.label}
                placeholder={t('answers.choose')}
                options={field.options}
                value={listed ? (asList(input.value)[0] ?? '') : asText(input.value)}
                onChange={(event) => {
                  const choice = event.currentTarget.value;
                  if (choice === '') input.onChange(listed ? [] : undefined);
                  else input.onChange(listed ? [choice] : choice);
                }}
                onBlur={input.onBlur}
                error={error}
              />
            );
          }
          case 'measurement':
            return (
              <SelectField
                ref={input.ref}
                name={input.name}
                label={field.label}
                placeholder={t('answers.choose')}
                options={measurementOptions}
                value={typeof input.value === 'number' ? String(input.value) : ''}
                onChange={(event) => {
                  const choice = event.currentTarget.value;
                  input.onChange(choice === '' ? undefined : Number(choice));
                }}
                onBlur={input.onBlur}
                error={error}
              />
            );
          case 'country':
            return (
              <SelectField
                ref={input.ref}
                name={input.name}
                label={field.label}
                placeholder={t('answers.choose')}
                options={COUNTRY_OPTIONS}
                value={asText(input.value)}
                onChange={(event) => {
                  const choice = event.currentTarget.value;
                  input.onChange(choice === '' ? undefined : choice);
                }}
                onBlur={input.onBlur}
                error={error}
              />
            );
          case 'birthDate': {
            const value = asText(input.value);
            const parsed = new Date(value);
            return (
              <TextField
                ref={input.ref}
                name={input.name}
                type="date"
                label={field.label}
                hint={
                  value === '' || Number.isNaN(parsed.getTime())
                    ? undefined
                    : t('profileForm.birthDateHint', { date: EN_GB_DATE.format(parsed) })
                }
                value={value}
                onChange={(event) => {
                  input.onChange(event.currentTarget.value);
                }}
                onBlur={input.onBlur}
                error={error}
              />
            );
          }
          case 'checkboxes':
            return (
              <CheckboxGroup
                legend={field.label}
                hint={field.hint}
                options={field.options}
                value={asList(input.value)}
                onChange={input.onChange}
                onBlur={input.onBlur}
                error={error}
              />
            );
        }
      }}
    />
  );
}
