import type { TournamentData } from '../../cli/campaign/schema.ts';
import { formatMoney } from '../content/formatMoney.ts';

const placeLabel = (from: number, to?: number) => (to && to !== from ? `${from}–${to}` : `${from}`);

export function PrizeTable({ tournament, caption = 'Prize table' }: { tournament: TournamentData; caption?: string }) {
  const rows = tournament.prizes ?? [];
  if (!rows.length) return null;
  const currency = tournament.pool?.currency ?? 'INR';
  return (
    <table className="prize-table">
      <caption>{caption}</caption>
      <thead><tr><th scope="col">Place</th><th scope="col">Prize</th></tr></thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.from} className={r.from <= 3 ? `top top-${r.from}` : undefined}>
            <th scope="row">{placeLabel(r.from, r.to)}</th>
            <td>{r.prize ?? formatMoney(r.amount, r.currency ?? currency)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
