import { useCountryNames } from '../../lib/use-country-names';
import { SelectField, type SelectFieldProps } from './select-field';

/**
 * A select of every country, Saudi Arabia first. The form shows it at once; its countries
 * appear when their names have loaded, a moment later (busy until then).
 */
export function CountrySelectField(props: Omit<SelectFieldProps, 'options'>) {
  const countryNames = useCountryNames();
  return (
    <SelectField
      {...props}
      options={countryNames?.countryOptions() ?? []}
      aria-busy={countryNames === undefined}
    />
  );
}
