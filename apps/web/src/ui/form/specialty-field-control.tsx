import { GenderSchema, measurementValues } from '@casting/contract';
import { useMemo, type ReactElement } from 'react';
import { Controller, useWatch, type Control, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { clothingSizeOptions, clothingSizeQuestion } from '../../lib/clothing-size';
import { formatNumber } from '../../lib/format';
import { CountrySelectField } from './country-select-field';
import { DateField } from './date-field';
import { SelectField, type SelectOption } from './select-field';
import { TextField } from './text-field';
import { TextareaField } from './textarea-field';
import { textOf } from '../../lib/form-value';
import type { SpecialtyField, SpecialtyFormValues } from '../../lib/specialty-fields';
import { AnswerSelect } from './answer-select';
import { CheckboxGroup } from './checkbox-group';

// Spec §3: the model's birth date is shown in the en-GB form (day/month/year) whatever the language.
const EN_GB_DATE = new Intl.DateTimeFormat('en-GB', { dateStyle: 'short', timeZone: 'UTC' });

function asList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** The select's empty choice, 'Choose', leaves the question unanswered. */
function orUnanswered(choice: string): string | undefined {
  return choice === '' ? undefined : choice;
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

/** The model's dress size (women) or suit size (men): its label and choices follow the gender chosen. */
function ClothingSizeSelect({
  control,
  labels,
  render,
}: {
  readonly control: Control<SpecialtyFormValues>;
  readonly labels: Extract<SpecialtyField, { kind: 'clothingSize' }>['labels'];
  readonly render: (label: string, options: readonly SelectOption[]) => ReactElement;
}) {
  const question = clothingSizeQuestion(GenderSchema.safeParse(useWatch({ control, name: 'gender' })).data);
  return render(labels[question], clothingSizeOptions(question));
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
        const common = {
          ref: input.ref,
          name: input.name,
          label: field.label,
          onBlur: input.onBlur,
          error: firstError(fieldState.error),
        };
        const onText = (event: { readonly currentTarget: { readonly value: string } }) => {
          input.onChange(event.currentTarget.value);
        };
        const choose = (
          options: readonly SelectOption[],
          value: string,
          answer: (choice: string) => unknown,
          label = field.label,
        ) => (
          <SelectField
            {...common}
            label={label}
            placeholder={t('answers.choose')}
            options={options}
            value={value}
            onChange={(event) => {
              input.onChange(answer(event.currentTarget.value));
            }}
          />
        );
        switch (field.kind) {
          case 'text':
            return field.multiline === true ? (
              <TextareaField
                {...common}
                placeholder={field.placeholder}
                rows={4}
                value={textOf(input.value)}
                onChange={onText}
              />
            ) : (
              <TextField
                {...common}
                placeholder={field.placeholder}
                value={textOf(input.value)}
                onChange={onText}
              />
            );
          case 'textList':
            return (
              <TextareaField
                {...common}
                hint={field.hint}
                rows={3}
                value={asList(input.value)[0] ?? ''}
                onChange={(event) => {
                  const text = event.currentTarget.value;
                  input.onChange(text === '' ? [] : [text]);
                }}
              />
            );
          case 'answer':
            return (
              <AnswerSelect
                {...common}
                value={typeof input.value === 'boolean' ? input.value : undefined}
                onChange={input.onChange}
              />
            );
          case 'select':
            return field.asList === true
              ? choose(field.options, asList(input.value)[0] ?? '', (choice) =>
                  choice === '' ? [] : [choice],
                )
              : choose(field.options, textOf(input.value), orUnanswered);
          case 'measurement':
            return choose(
              measurementOptions,
              typeof input.value === 'number' ? String(input.value) : '',
              (choice) => (choice === '' ? undefined : Number(choice)),
            );
          case 'clothingSize':
            return (
              <ClothingSizeSelect
                control={control}
                labels={field.labels}
                render={(label, options) =>
                  choose(
                    options,
                    typeof input.value === 'number' ? String(input.value) : '',
                    (choice) => (choice === '' ? undefined : Number(choice)),
                    label,
                  )
                }
              />
            );
          case 'country':
            return (
              <CountrySelectField
                {...common}
                placeholder={t('answers.choose')}
                value={textOf(input.value)}
                onChange={(event) => {
                  input.onChange(orUnanswered(event.currentTarget.value));
                }}
              />
            );
          case 'birthDate': {
            const value = textOf(input.value);
            const parsed = new Date(value);
            return (
              <DateField
                {...common}
                hint={
                  value === '' || Number.isNaN(parsed.getTime())
                    ? undefined
                    : t('profileForm.birthDateHint', { date: EN_GB_DATE.format(parsed) })
                }
                value={value}
                onChange={input.onChange}
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
                error={common.error}
              />
            );
        }
      }}
    />
  );
}
