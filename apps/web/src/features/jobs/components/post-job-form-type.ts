import type { PostJobFormInput, PostJobFormSchema } from '@casting/contract';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

export type PostJobFormOutput = z.output<typeof PostJobFormSchema>;

/** The post-job form as its parts receive it. */
export type PostJobFormApi = UseFormReturn<PostJobFormInput, unknown, PostJobFormOutput>;
