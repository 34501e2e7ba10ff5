import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, type SubmitEvent } from 'react';
import { useForm, type DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { useLeaveGuard } from '../../../lib/use-leave-guard';
import { allFilled } from '../lib/form-completion';
import type { SpecialtyInfo } from '../lib/specialty-info';
import { useSaveSpecialty } from './use-save-specialty';
import { useUploadCount } from './use-upload-count';

export interface SpecialtyFormOptions<Schema extends z.ZodObject> {
  /** What the form checks on Save. */
  readonly schema: Schema;
  /** What the saved info is read with, when the form checks more than the server would. */
  readonly savedSchema?: z.ZodObject;
  readonly info: SpecialtyInfo;
  /** The fields Save waits for. */
  readonly required: readonly string[];
  /** The specialty info to send, when it is not the form's values as they stand. */
  readonly toInfo?: (values: z.output<Schema>) => Record<string, unknown>;
  readonly onDone: () => void;
}

/**
 * What every 'Edit Specialty' variant shares: it starts from the saved info (or from nothing
 * when the saved info no longer fits), Save waits for every required field and every upload,
 * a successful save closes the form, and leaving the page with unsaved changes asks first.
 */
export function useSpecialtyForm<Schema extends z.ZodObject>({
  schema,
  savedSchema = schema,
  info,
  required,
  toInfo,
  onDone,
}: SpecialtyFormOptions<Schema>) {
  const { save, saving } = useSaveSpecialty(onDone);
  const { uploading, onUploadingChange } = useUploadCount();
  const defaultValues = useMemo(() => {
    const known = savedSchema.partial().safeParse(info);
    // TypeScript cannot follow a generic schema's partial() to the form's values; zod checked them.
    return (known.success ? known.data : {}) as DefaultValues<z.input<Schema>>;
  }, [savedSchema, info]);
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(schema),
    defaultValues,
  });
  const ready = !uploading && allFilled(form.watch(), required);
  const leaveGuard = useLeaveGuard(form.formState.isDirty);
  const submit = form.handleSubmit(async (values) => {
    await save(toInfo === undefined ? values : toInfo(values));
  });
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    void submit(event);
  };
  return { form, saving, ready, onUploadingChange, onSubmit, leaveGuard };
}
