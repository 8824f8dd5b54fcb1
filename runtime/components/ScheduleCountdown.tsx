import { useTranslation } from 'react-i18next';
import type { PageData } from '../../model/Site.ts';
import { Countdown } from './Countdown.tsx';
import { When } from './When.tsx';

/** "Ends in" while a promotion is live, "Starts in" before it; nothing otherwise. */
export function ScheduleCountdown({ page }: { page: Pick<PageData, 'window' | 'status' | 'builtAt' | 'switches'> }) {
  const { t } = useTranslation();
  const w = page.window;
  if (!w) return null;
  return (
    <>
      <When page={page} is={['scheduled']}>
        <Countdown to={w.starts} from={page.builtAt} label={t('page.startsIn')} />
      </When>
      <When page={page} is={['live']}>
        <Countdown to={w.ends} from={page.builtAt} label={t('page.endsIn')} />
      </When>
    </>
  );
}
