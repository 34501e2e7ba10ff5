import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { DateField, type DateFieldProps } from './date-field';

export interface FormDateFieldProps<Values extends FieldValues> extends Omit<
  DateFieldProps,
  'value' | 'onChange' | 'onBlur' | 'ref'
> {
  readonly control: Control<Values>;
  readonly name: FieldPath<Values>;
}

/** A DateField bound to a react-hook-form field holding YYYY-MM-DD. */
export function FormDateField<Values extends FieldValues>({
  control,
  name,
  ...field
}: FormDateFieldProps<Values>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: input }) => (
        <DateField
          {...field}
          ref={input.ref}
          value={typeof input.value === 'string' ? input.value : ''}
          onChange={input.onChange}
          onBlur={input.onBlur}
        />
      )}
    />
  );
}
