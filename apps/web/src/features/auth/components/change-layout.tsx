import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { changeFlowState, type ChangeFlow } from '../../../lib/navigation-state';
import { AuthLayout } from './auth-layout';
import { TextLink } from './text-link';

export interface ChangeLayoutProps {
  readonly flow: ChangeFlow;
  readonly children: ReactNode;
}

/** The last step of a signed-in change (spec §2): the flow's texts, and a way to a new code. */
export function ChangeLayout({ flow, children }: ChangeLayoutProps) {
  const { t } = useTranslation('auth');
  return (
    <AuthLayout
      title={t(`${flow}.title`)}
      description={<p>{t(`${flow}.description`)}</p>}
      footer={
        <p>
          {t(`${flow}.newCodePrompt`)}{' '}
          <TextLink to={paths.sendChangeOtp} state={changeFlowState(flow)}>
            {t(`${flow}.newCode`)}
          </TextLink>
        </p>
      }
    >
      {children}
    </AuthLayout>
  );
}
