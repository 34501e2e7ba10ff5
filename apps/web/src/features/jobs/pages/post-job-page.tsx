import { useTranslation } from 'react-i18next';
import { Container } from '../../../ui/container';
import { DocumentTitle } from '../../../ui/document-title';
import { Eyebrow, Heading } from '../../../ui/heading';
import { PostJobForm } from '../components/post-job-form';

export function PostJobPage() {
  const { t } = useTranslation('jobs');
  return (
    <Container className="py-12 lg:py-16">
      <DocumentTitle title={t('postJob.title')} />
      <div className="mx-auto max-w-4xl">
        <Eyebrow>{t('postJob.eyebrow')}</Eyebrow>
        <Heading level={1} size="headline" id="post-job-title" className="mt-3 text-ink-950">
          {t('postJob.title')}
        </Heading>
        <p className="mt-3 max-w-2xl text-lg text-ink-700">{t('postJob.intro')}</p>
        <div className="mt-10 rounded-card border border-ink-950/10 bg-sand-50 p-8 shadow-card lg:p-12">
          <PostJobForm />
        </div>
      </div>
    </Container>
  );
}
