import { useTranslation } from 'react-i18next';
import type { PageData } from '../../model/Site.ts';
import { Countdown } from './Countdown.tsx';

/** "Ends in" while a promotion is live, "Starts in" before it; nothing otherwise. */
export function ScheduleCountdown({ page }: { page: Pick<PageData, 'window' | 'status' | 'builtAt'> }) {
  const { t } = useTranslation();
  const w = page.window;
  if (!w) return null;
  if (page.status === 'live') return <Countdown to={w.ends} from={page.builtAt} label={t('page.endsIn')} />;
  if (page.status === 'scheduled') return <Countdown to={w.starts} from={page.builtAt} label={t('page.startsIn')} />;
  return null;
}
