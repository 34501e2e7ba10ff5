import { useTranslation } from 'react-i18next';
import { isolate } from '../../../lib/isolate';
import { toast } from '../../../lib/toast';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';

export interface ContactModalProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly title: string;
  readonly organization: string;
  readonly value: string;
  readonly href: string;
}

/** Spec §2: the phone number and e-mail address are revealed in a dialog, with a copy button. */
export function ContactModal({ open, onClose, title, organization, value, href }: ContactModalProps) {
  const { t } = useTranslation('jobs');

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(t('jobDetail.organization.copied'));
    } catch {
      toast.error(t('jobDetail.organization.copyFailed'));
    }
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      size="sm"
      title={title}
      description={t('jobDetail.organization.contactIntro', { organization: isolate(organization) })}
    >
      <div className="flex flex-col gap-4 rounded-2xl border border-ink-950/10 bg-white p-5">
        <a
          href={href}
          dir="ltr"
          className="text-layout-start text-xl font-semibold break-all text-ink-950 underline decoration-ink-950/20 underline-offset-4 hover:decoration-accent-600"
        >
          {value}
        </a>
        <Button
          variant="dark"
          onClick={() => {
            void copy();
          }}
        >
          {t('jobDetail.organization.copy')}
        </Button>
      </div>
    </Modal>
  );
}
