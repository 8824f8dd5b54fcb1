import { useTranslation } from 'react-i18next';
import type { DropRowData, MoneyData } from '../../model/campaignSchema.ts';
import { useMoney } from '../../runtime/components/useMoney.ts';

/** Random cash drops: how many of each amount, biggest first, and what they add up to. */
export function DropsTable({ drops, pool }: { drops: readonly DropRowData[]; pool: MoneyData | undefined }) {
  const { t } = useTranslation();
  const fmt = useMoney();
  const currency = (d: DropRowData) => d.currency ?? pool?.currency ?? '';
  const rows = [...drops].sort((a, b) => b.amount - a.amount);
  const count = drops.reduce((n, d) => n + d.count, 0);
  return (
    <table className="prize-table tn-drops">
      <caption>{t('page.dropsCaption', { count })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('page.dropAmount')}</th>
          <th scope="col">{t('page.dropCount')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((d, i) => (
          <tr key={i}>
            <th scope="row">{fmt.money(d.amount, currency(d))}</th>
            <td>× {d.count}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
