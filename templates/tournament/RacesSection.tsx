import { useTranslation } from 'react-i18next';
import type { RaceData } from '../../model/campaignSchema.ts';
import { useMoney } from '../../runtime/components/useMoney.ts';
import { PrizeTable } from '../../runtime/components/PrizeTable.tsx';
import { PointsTable } from './PointsTable.tsx';

/** The races of a campaign that runs several: each with its dates, pool, points and prizes. */
export function RacesSection({ races, day }: { races: readonly RaceData[]; day: (local: string) => string }) {
  const { t } = useTranslation();
  const fmt = useMoney();
  return (
    <section className="wrap section" aria-labelledby="tn-races">
      <h2 className="sec-title" id="tn-races">
        {t('page.races')}
      </h2>
      <ol className="tn-races">
        {races.map((r, i) => (
          <li key={i}>
            <h3>{r.name}</h3>
            {(r.starts || r.ends) && (
              <p className="muted">
                {r.starts && r.ends ? `${day(r.starts)} – ${day(r.ends)}` : day((r.starts ?? r.ends)!)}
              </p>
            )}
            {r.pool && (
              <p className="tn-race-pool">
                {t('page.prizePool')}: <b>{fmt.money(r.pool.amount, r.pool.currency)}</b>
              </p>
            )}
            {r.points && <PointsTable rows={r.points} caption={t('page.points')} />}
            {r.prizes && <PrizeTable tournament={{ pool: r.pool, prizes: r.prizes }} />}
          </li>
        ))}
      </ol>
    </section>
  );
}
