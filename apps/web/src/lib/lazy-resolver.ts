import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form's resolver whose rules load the first time the form is checked, not with its page: the
 * contract's schemas bring zod (26 KB gzip), which a page needs to show a form but not to paint
 * it. The form library checks asynchronously, so the check waits for them; the rules and their
 * messages are the same. A load that failed (no network) is tried again at the next check.
 */
export function lazyResolver<Input extends FieldValues, Context, Output>(
  load: () => Promise<Resolver<Input, Context, Output>>,
): Resolver<Input, Context, Output> {
  let loading: Promise<Resolver<Input, Context, Output>> | undefined;
  return async (values, context, options) => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    const resolver = await loading;
    return resolver(values, context, options);
  };
}
