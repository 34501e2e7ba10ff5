import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { changeFlowState, type ChangeFlow } from '../../../lib/navigation-state';
import { LinkButton } from '../../../ui/link-button';
import { AuthLayout } from './auth-layout';

/** A change page opened without a code typed first: the way to get one. */
export function MissingCode({ flow }: { readonly flow: ChangeFlow }) {
  const { t } = useTranslation('auth');
  return (
    <AuthLayout title={t(`${flow}.title`)} description={<p>{t(`${flow}.noCode`)}</p>}>
      <LinkButton to={paths.sendChangeOtp} state={changeFlowState(flow)} size="lg" className="w-full">
        {t(`${flow}.requestCode`)}
      </LinkButton>
    </AuthLayout>
  );
}
