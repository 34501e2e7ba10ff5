import type { AccountRole } from '@casting/contract';
import { useTranslation } from 'react-i18next';

export interface RoleToggleProps {
  readonly legend: string;
  readonly name: string;
  readonly value: AccountRole;
  readonly onChange: (role: AccountRole) => void;
  readonly disabled?: boolean;
}

/** Spec §2 shows Organization before Individual. */
const ORDER: readonly AccountRole[] = ['ORGANIZATION', 'INDIVIDUAL'];

/**
 * The Organization | Individual switch of login and sign-up: real radio buttons, so arrow keys
 * and screen readers work; each one covers its whole pill, which is where a click lands.
 */
export function RoleToggle({ legend, name, value, onChange, disabled = false }: RoleToggleProps) {
  const { t } = useTranslation('common');
  return (
    <fieldset disabled={disabled}>
      <legend className="text-sm font-semibold text-ink-900">{legend}</legend>
      <div className="mt-2 flex rounded-full bg-sand-200 p-1">
        {ORDER.map((role) => (
          <label
            key={role}
            className="relative flex-1 rounded-full px-5 py-2.5 text-center text-sm font-semibold text-ink-700 transition-colors hover:text-ink-950 has-checked:bg-ink-950 has-checked:text-sand-50 has-checked:shadow-sm"
          >
            <input
              type="radio"
              name={name}
              value={role}
              checked={value === role}
              onChange={() => {
                onChange(role);
              }}
              className="absolute inset-0 size-full cursor-pointer appearance-none rounded-full focus-visible:rounded-full disabled:cursor-not-allowed"
            />
            {t(`roles.${role}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
