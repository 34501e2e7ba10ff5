import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import type { ButtonSize, ButtonVariant } from '../../../ui/button-styles';
import { CloseJobDialog } from './close-job-dialog';

export interface CloseJobButtonProps {
  readonly jobId: string;
  readonly jobTitle: string;
  readonly size?: ButtonSize;
  readonly variant?: ButtonVariant;
}

export function CloseJobButton({ jobId, jobTitle, size = 'sm', variant = 'outline' }: CloseJobButtonProps) {
  const { t } = useTranslation('hiring');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant={variant}
        size={size}
        aria-haspopup="dialog"
        onClick={() => {
          setOpen(true);
        }}
      >
        {t('closeJob.button')}
      </Button>
      <CloseJobDialog
        open={open}
        jobId={jobId}
        jobTitle={jobTitle}
        onClose={() => {
          setOpen(false);
        }}
      />
    </>
  );
}
