import { useTranslation } from 'react-i18next';
import { Container } from '../../../ui/container';
import { DocumentTitle } from '../../../ui/document-title';
import { Eyebrow, Heading } from '../../../ui/heading';
import { AccountDeletionSection } from '../components/account-deletion-section';
import { DataExportSection } from '../components/data-export-section';

/** /settings/data: a person's rights over their data under the PDPL (issue 36), starting with a copy of it, and deleting the account. */
export function DataRightsPage() {
  const { t } = useTranslation('privacy-rights');
  return (
    <Container className="max-w-3xl py-10 lg:py-12">
      <DocumentTitle title={t('title')} />
      <Eyebrow>{t('eyebrow')}</Eyebrow>
      <Heading level={1} size="headline" className="mt-2 text-ink-950">
        {t('title')}
      </Heading>
      <p className="mt-3 text-ink-600">{t('description')}</p>
      <DataExportSection />
      <AccountDeletionSection />
    </Container>
  );
}
