import type { TemplateProps } from '../../runtime/template/TemplateModule.ts';
import type { TournamentParamsData } from './params.ts';
import { CtaButton } from '../../runtime/components/CtaButton.tsx';
import { Countdown } from '../../runtime/components/Countdown.tsx';
import { PrizeTable } from '../../runtime/components/PrizeTable.tsx';
import { Terms } from '../../runtime/components/Terms.tsx';
import { StatusBanner } from '../../runtime/components/StatusBanner.tsx';
import { InfoDialog } from '../../runtime/components/InfoDialog.tsx';
import { formatAmount, formatMoney } from '../../runtime/content/formatMoney.ts';

const dateFmt = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

export default function TournamentPage({ page, params, text, infoText, asset }: TemplateProps<TournamentParamsData>) {
  const t = page.campaign.tournament ?? {};
  const w = page.window;
  const style = params.accent ? ({ '--accent': params.accent } as React.CSSProperties) : undefined;
  return (
    <div className="tn" style={style}>
      <section className="tn-hero">
        <div className="wrap tn-hero-grid">
          <div>
            <StatusBanner status={page.status} site={page.site} />
            {params.game && <p className="kicker">{params.game}</p>}
            <h1>{text.title}</h1>
            {text.subtitle && <p className="lead">{text.subtitle}</p>}
            {t.pool && (
              <div className="tn-pool">
                <span className="muted">Prize pool</span>
                <strong>{formatAmount(t.pool.amount, t.pool.currency)} <span>{t.pool.currency}</span></strong>
                {t.altPools?.map((p) => <span key={p.currency} className="muted">or {formatMoney(p.amount, p.currency)}</span>)}
              </div>
            )}
            {w && page.status === 'live' && <Countdown to={w.ends} from={page.builtAt} label="Ends in" />}
            {w && page.status === 'scheduled' && <Countdown to={w.starts} from={page.builtAt} label="Starts in" />}
            {w && (
              <p className="tn-dates">
                <time dateTime={new Date(w.starts).toISOString()}>{dateFmt.format(w.starts)}</time> – <time dateTime={new Date(w.ends).toISOString()}>{dateFmt.format(w.ends)}</time>
                {page.campaign.schedule?.timeZone ? ` (${page.campaign.schedule.timeZone})` : ' (UTC)'}
              </p>
            )}
            <div className="tn-actions">
              {page.status !== 'ended' && <CtaButton cta={page.campaign.cta?.kind === 'info' ? undefined : page.campaign.cta} label={text.cta ?? 'Join the tournament'} site={page.site} />}
              {infoText.info && <a className="btn btn-ghost btn-large" href="#promo-info" data-dialog="info">More info</a>}
            </div>
          </div>
          <div className="tn-art" aria-hidden="true">
            {params.heroImage ? <img src={asset(params.heroImage)} alt="" width="480" height="480" /> : <div className="tn-trophy">🏆</div>}
          </div>
        </div>
      </section>

      <section className="wrap section tn-facts">
        {t.winners && <div className="card"><span className="muted">Winners</span><strong>Top {t.winners}</strong></div>}
        {t.minBet && <div className="card"><span className="muted">Minimum bet</span><strong>{formatMoney(t.minBet.amount, t.minBet.currency)}</strong></div>}
        {t.minOdds && <div className="card"><span className="muted">Minimum odds</span><strong>{t.minOdds}</strong></div>}
        {t.wager && <div className="card"><span className="muted">Prize wager</span><strong>x{t.wager.multiplier} in {t.wager.hours} h</strong></div>}
        {t.payoutHours && <div className="card"><span className="muted">Payout</span><strong>within {t.payoutHours} h</strong></div>}
      </section>

      {(text.body?.length ?? 0) > 0 && <section className="wrap section prose">{text.body!.map((p, i) => <p key={i}>{p}</p>)}</section>}

      <div className="wrap tn-tables">
        {t.prizes && <PrizeTable tournament={t} caption={page.status === 'ended' ? 'Final prizes' : 'Prize table'} />}
        {params.showPoints !== false && t.points && (
          <table className="prize-table">
            <caption>Leaderboard points</caption>
            <thead><tr><th scope="col">You play</th><th scope="col">You get</th></tr></thead>
            <tbody>
              {t.points.map((p, i) => (
                <tr key={i}>
                  <th scope="row">{p.per ? `Every ${formatMoney(p.per.amount, p.per.currency)} bet` : p.multiplier ? `Win x${p.multiplier}` : 'Every spin'}</th>
                  <td>{p.points} point{p.points === 1 ? '' : 's'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>

      {t.phases && (
        <section className="wrap section">
          <h2>Phases</h2>
          <ol className="tn-phases">
            {t.phases.map((p, i) => (
              <li key={i} className="card"><strong>Phase {i + 1}</strong> <span className="muted">{p.starts} – {p.ends}</span>{p.pool && <span> · {formatMoney(p.pool.amount, p.pool.currency)}</span>}</li>
            ))}
          </ol>
        </section>
      )}
      <div className="wrap"><Terms items={text.terms} /></div>
      <InfoDialog text={infoText} lang={page.variant.infoLocale} />
    </div>
  );
}
