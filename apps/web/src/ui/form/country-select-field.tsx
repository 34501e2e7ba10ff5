import { useEffect, useRef, useState } from 'react';
import { useCountryNames } from '../../lib/use-country-names';
import { SelectField, type SelectFieldProps } from './select-field';

/** How far ahead of the screen a picker that loads when near starts loading its names. */
const NEAR = '600px 0px';

/**
 * A select of every country, Saudi Arabia first. The form shows it at once; its countries
 * appear when their names have loaded, a moment later (busy until then). With `loadWhenNear`, the
 * names (13 KB gzip with the contract's sentences they read) load when the picker comes within
 * about a screen of view, or is focused or pressed, not with a form that opens far above it
 * (Post Job, issue 31). Its value should then be controlled, so that a value set before the names
 * arrive shows once they have.
 */
export function CountrySelectField({
  loadWhenNear = false,
  ...props
}: Omit<SelectFieldProps, 'options'> & { readonly loadWhenNear?: boolean }) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(!loadWhenNear);
  const countryNames = useCountryNames(near);
  useEffect(() => {
    const element = place.current;
    if (near || element === null) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [near]);
  const select = (
    <SelectField
      {...props}
      options={countryNames?.countryOptions() ?? []}
      aria-busy={countryNames === undefined}
    />
  );
  if (!loadWhenNear) return select;
  return (
    <div
      ref={place}
      onFocus={() => {
        setNear(true);
      }}
      onPointerDown={() => {
        setNear(true);
      }}
    >
      {select}
    </div>
  );
}
