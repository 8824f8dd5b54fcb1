import { useTranslation } from 'react-i18next';
import type { PointsRowData } from '../../model/campaignSchema.ts';
import { useMoney } from '../../runtime/components/useMoney.ts';

/** What earns leaderboard points: every amount staked or won, a win multiplier, or every spin. */
export function PointsTable({ rows, caption }: { rows: readonly PointsRowData[]; caption: string }) {
  const { t } = useTranslation();
  const fmt = useMoney();
  const play = (p: PointsRowData) => {
    if (p.per && p.on !== 'spin')
      return t(p.on === 'win' ? 'page.everyWin' : 'page.everyBet', { amount: fmt.money(p.per.amount, p.per.currency) });
    return p.multiplier ? t('page.winX', { multiplier: p.multiplier }) : t('page.everySpin');
  };
  return (
    <table className="prize-table tn-points">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('page.youPlay')}</th>
          <th scope="col">{t('page.youGet')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((p, i) => (
          <tr key={i}>
            <th scope="row">{play(p)}</th>
            <td>{t('page.pointsCount', { count: p.points })}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
