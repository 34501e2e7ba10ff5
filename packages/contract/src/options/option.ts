/** One choice of a select or checkbox list: a stable code and its English display label. */
export interface Option<V extends string> {
  readonly value: V;
  readonly label: string;
}

export type Labels<V extends string> = { readonly [K in V]: string };

/** Options in the order of `values`, so a select lists them as the spec does. */
export function toOptions<V extends string>(values: readonly V[], labels: Labels<V>): readonly Option<V>[] {
  return values.map((value) => ({ value, label: labels[value] }));
}
