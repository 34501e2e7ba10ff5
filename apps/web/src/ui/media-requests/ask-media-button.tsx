import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button';

// With the API client, the upload and the contract's rule: they load when the dialog first opens.
const AskMediaDialog = lazy(() =>
  import('./ask-media-dialog').then((module) => ({ default: module.AskMediaDialog })),
);

export interface AskMediaButtonProps {
  readonly requestId: string;
  readonly talentName: string;
  readonly className?: string;
}

/** "Ask for media": opens the dialog in which the organization asks an applicant for a self-tape. */
export function AskMediaButton({ requestId, talentName, className }: AskMediaButtonProps) {
  const { t } = useTranslation('media-requests');
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-haspopup="dialog"
        className={className}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {t('ask.open')}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <AskMediaDialog
            requestId={requestId}
            talentName={talentName}
            open={open}
            onClose={() => {
              setOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
