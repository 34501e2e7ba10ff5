import type { UserStatus } from '@casting/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { resumeOnboardingPath } from '../../../lib/onboarding-resume';
import { useSignOut } from '../../../lib/use-sign-out';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';

/** Cancel signs out and clears local data; Complete resumes onboarding at the right step. */
export function IncompleteOnboardingPrompt({ user }: { readonly user: UserStatus }) {
  const { t } = useTranslation('landing');
  const navigate = useNavigate();
  const signOut = useSignOut();
  const [dismissed, setDismissed] = useState(false);

  const dismiss = () => {
    setDismissed(true);
  };

  return (
    <Modal
      open={!dismissed}
      onClose={dismiss}
      title={t('incompleteOnboarding.title')}
      description={t('incompleteOnboarding.message')}
      size="sm"
      showCloseButton={false}
    >
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="outline" onClick={() => void signOut()}>
          {t('incompleteOnboarding.cancel')}
        </Button>
        <Button onClick={() => void navigate(resumeOnboardingPath(user))}>
          {t('incompleteOnboarding.complete')}
        </Button>
      </div>
    </Modal>
  );
}
