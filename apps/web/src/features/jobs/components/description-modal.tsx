import { lazy, Suspense } from 'react';
import { EditorLoading } from '../../../ui/editor-loading';
import { JobPartDialog } from './job-part-dialog';

// With its rule (and zod), when the dialog first opens.
const DescriptionEditor = lazy(() =>
  import('./description-editor').then((module) => ({ default: module.DescriptionEditor })),
);

export interface DescriptionModalProps {
  readonly open: boolean;
  readonly value: string;
  readonly onClose: () => void;
  readonly onSave: (description: string) => void;
}

export function DescriptionModal({ open, value, onClose, onSave }: DescriptionModalProps) {
  return (
    <JobPartDialog part="description" open={open} onClose={onClose}>
      <Suspense fallback={<EditorLoading />}>
        <DescriptionEditor value={value} onClose={onClose} onSave={onSave} />
      </Suspense>
    </JobPartDialog>
  );
}
