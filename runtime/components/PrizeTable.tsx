import type { ReactNode } from 'react';
import type { TournamentData } from '../../model/campaignSchema.ts';
import { useTranslation } from 'react-i18next';
import { useMoney } from './useMoney.ts';

const placeLabel = (from: number, to?: number) => (to && to !== from ? `${from}–${to}` : `${from}`);

/** Prizes by place; places 1 to 3 get gold, silver and bronze medals. */
export function PrizeTable({ tournament, caption }: { tournament: TournamentData; caption?: ReactNode }) {
  const { t } = useTranslation();
  const fmt = useMoney();
  const rows = tournament.prizes ?? [];
  if (!rows.length) return null;
  const currency = tournament.pool?.currency ?? 'INR';
  return (
    <table className="prize-table">
      <caption>{caption ?? t('page.prizeTable')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('page.place')}</th>
          <th scope="col">{t('page.prize')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.from} className={r.from <= 3 && (!r.to || r.to === r.from) ? `top top-${r.from}` : undefined}>
            <th scope="row">
              <span className="place">{placeLabel(r.from, r.to)}</span>
            </th>
            <td>{r.prize ?? fmt.money(r.amount, r.currency ?? currency)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
