import type { TalentList } from '@casting/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { IndividualCard } from '../../explore/components/individual-card';
import { Heading } from '../../../ui/heading';
import { RemoveTalentButton } from './remove-talent-button';

/** A saved talent who hid their profile or left: nothing of them shows but a way to take them out. */
function UnavailableTalentCard({ list, id }: { readonly list: TalentList; readonly id: string }) {
  const { t } = useTranslation('saved');
  return (
    <article className="flex h-full items-start justify-between gap-4 rounded-card border border-dashed border-ink-950/20 bg-sand-50 p-6">
      <div>
        <Heading level={3} className="text-ink-950">
          {t('page.unavailable')}
        </Heading>
        <p className="mt-2 text-sm text-ink-600">{t('page.unavailableBody')}</p>
      </div>
      <RemoveTalentButton list={list} talent={{ id, fullName: t('page.unavailableName') }} />
    </article>
  );
}

/** One list on /saved: its name, how many it holds, and its talent as cards. */
export function TalentListSection({ list }: { readonly list: TalentList }) {
  const { t } = useTranslation('saved');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-5">
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1 border-b border-ink-950/10 pb-3">
        <Heading level={2} id={headingId} dir="auto" className="text-ink-950">
          {list.name}
        </Heading>
        <p className="text-sm text-ink-600">{t('page.count', { count: list.members.length })}</p>
      </div>
      {list.members.length === 0 ? (
        <p className="text-ink-600">{t('page.emptyList')}</p>
      ) : (
        <ul className="grid grid-cols-[repeat(auto-fill,minmax(300px,1fr))] gap-6">
          {list.members.map((talent) => (
            <li key={talent.id}>
              {talent.available ? (
                <IndividualCard
                  individual={talent}
                  action={<RemoveTalentButton list={list} talent={talent} />}
                />
              ) : (
                <UnavailableTalentCard list={list} id={talent.id} />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
