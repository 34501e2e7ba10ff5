import type { Requirement } from '@casting/contract';
import { lazy, Suspense } from 'react';
import { EditorLoading } from '../../../ui/editor-loading';
import { JobPartDialog } from './job-part-dialog';

// With its rule (and zod), when the dialog first opens.
const RequirementsEditor = lazy(() =>
  import('./requirements-editor').then((module) => ({ default: module.RequirementsEditor })),
);

export interface RequirementsModalProps {
  readonly open: boolean;
  readonly value: readonly Requirement[];
  readonly onClose: () => void;
  readonly onSave: (requirements: Requirement[]) => void;
}

/** Spec §2: the requirements are four lines written in a dialog; all four are needed. */
export function RequirementsModal({ open, value, onClose, onSave }: RequirementsModalProps) {
  return (
    <JobPartDialog part="requirements" open={open} onClose={onClose}>
      <Suspense fallback={<EditorLoading />}>
        <RequirementsEditor value={value} onClose={onClose} onSave={onSave} />
      </Suspense>
    </JobPartDialog>
  );
}
