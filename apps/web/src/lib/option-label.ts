import type { Option } from '@casting/contract';
import { i18n } from '../i18n/i18n';
import type { EnglishCatalogues } from '../i18n/resources';

type OptionLists = EnglishCatalogues['options'];
export type OptionList = keyof OptionLists;
type Code<L extends OptionList> = keyof OptionLists[L] & string;

/** A contract option's label in the active language, looked up by its stable code. */
export function optionLabel<L extends OptionList>(list: L, code: Code<L>): string {
  return i18n.t(`${list}.${code}` as `${OptionList}.${Code<OptionList>}`, { ns: 'options' });
}

/** The contract's options of a select or checkbox list, labelled in the active language. */
export function localizedOptions<L extends OptionList, V extends Code<L>>(
  list: L,
  options: readonly Option<V>[],
): readonly Option<V>[] {
  return options.map((option) => ({ value: option.value, label: optionLabel(list, option.value) }));
}
