import { EndedOr } from '../../runtime/components/When.tsx';
import { useTranslation } from 'react-i18next';
import type { TemplateProps } from '../../runtime/template/TemplateModule.ts';
import type { ResolvedText } from '../../runtime/content/resolveText.ts';
import type { InfoParamsData, InfoSectionData } from './params.ts';
import { INFO_DEFAULTS } from './defaults.ts';
import { TemplateFrame } from '../../runtime/template/TemplateFrame.tsx';
import { CtaButton } from '../../runtime/components/CtaButton.tsx';
import { MoreInfoLink } from '../../runtime/components/MoreInfoLink.tsx';
import { SeeCurrentLink } from '../../runtime/components/SeeCurrentLink.tsx';
import { Paragraphs } from '../../runtime/components/Paragraphs.tsx';

/** Player bonus statuses (player-content section 4) and the bonus types, in the order players meet them. */
const STATUSES = ['pending', 'deactivated', 'transferred', 'bankrupt', 'expired'] as const;
const TYPES = ['all', 'sport', 'casino'] as const;

/** Ids the layout and the shared components already use. */
const RESERVED_IDS = new Set([
  'main',
  'promo-info',
  'promo-info-title',
  'terms-title',
  'in-toc-title',
  'in-help-title',
  'promo-boot',
]);

interface Resolved {
  id: string;
  section: InfoSectionData;
  items: string[];
}

/** The sections with their items (a slice of a text list); a text section with nothing to show is left out. */
function resolveSections(sections: readonly InfoSectionData[], text: ResolvedText): Resolved[] {
  const seen = new Set<string>();
  const out: Resolved[] = [];
  for (const section of sections) {
    let items: string[] = [];
    if (section.show === 'steps' || section.show === 'body' || section.show === 'terms') {
      const from = (section.from ?? 1) - 1;
      items = (text[section.show] ?? []).slice(from, section.count ? from + section.count : undefined);
      if (!items.length) continue;
    }
    const base = section.id ?? section.heading.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
    let id = RESERVED_IDS.has(base) ? `${base}-section` : base;
    for (let n = 2; seen.has(id); n++) id = `${base}-${n}`;
    seen.add(id);
    out.push({ id, section, items });
  }
  return out;
}

function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d={d} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
const ICON = {
  all: 'M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z',
  sport:
    'M12 3a9 9 0 100 18 9 9 0 000-18zm0 4l3.8 2.8-1.5 4.4H9.7L8.2 9.8zM12 3v4m3.8 2.8L20 8.5M14.3 14.2l2.5 4.6M9.7 14.2l-2.5 4.6M8.2 9.8L4 8.5',
  casino: 'M12 3c3 4 7 6 7 10a4 4 0 01-6.5 3.1L13 21h-2l.5-4.9A4 4 0 015 13c0-4 4-6 7-10z',
  chat: 'M4 5h16v11H9l-5 4zM8 10h.01M12 10h.01M16 10h.01',
};

function TextSection({ items, as }: { items: string[]; as: NonNullable<InfoSectionData['as']> }) {
  if (as === 'steps')
    return (
      <ol className="steps">
        {items.map((s, i) => (
          <li key={i}>{s}</li>
        ))}
      </ol>
    );
  if (as === 'list')
    return (
      <ul className="in-list">
        {items.map((s, i) => (
          <li key={i}>{s}</li>
        ))}
      </ul>
    );
  if (as === 'paragraphs')
    return (
      <div className="in-prose">
        <Paragraphs items={items} />
      </div>
    );
  const pairs: [string, string | undefined][] = [];
  for (let i = 0; i < items.length; i += 2) pairs.push([items[i]!, items[i + 1]]);
  return (
    <div className="faq">
      {pairs.map(([q, a], i) =>
        a ? (
          <details key={i} open={i === 0}>
            <summary>{q}</summary>
            <p>{a}</p>
          </details>
        ) : (
          <p key={i} className="prose">
            {q}
          </p>
        ),
      )}
    </div>
  );
}

/** A how-to page assembled from sections (campaign text lists or built-in tables), with contents. */
export default function InfoPage({ page, params, text, infoText }: TemplateProps<InfoParamsData>) {
  const { t } = useTranslation();
  const k = (key: string) => t(`tpl.info.${key}`);
  const cta = page.campaign.cta;
  const ctaLabel = text.cta ?? t('auth.signUp');
  const sections = resolveSections(params.sections ?? INFO_DEFAULTS.sections, text);
  const showContents = params.contents ?? sections.length >= 2;
  const termsShown = sections.some((s) => s.section.show === 'terms');
  const opensDialog = !!cta && cta.kind !== 'info';

  const actions = (
    <>
      <EndedOr
        page={page}
        ended={<SeeCurrentLink site={page.site} />}
        open={cta && <CtaButton cta={cta} label={ctaLabel} site={page.site} />}
      />
      {infoText.info && cta?.kind !== 'info' && <MoreInfoLink />}
    </>
  );
  const contents = showContents && (
    <nav className="in-toc" aria-labelledby="in-toc-title">
      <p className="offer-label" id="in-toc-title">
        {k('onThisPage')}
      </p>
      <ol>
        {sections.map(({ id, section }) => (
          <li key={id}>
            <a href={`#${id}`}>{k(`heading.${section.heading}`)}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
  const help = page.campaign.features?.supportChat && (
    <aside className="in-help" aria-labelledby="in-help-title">
      <span className="in-ico">
        <Icon d={ICON.chat} />
      </span>
      <div>
        <h2 id="in-help-title">{k('helpTitle')}</h2>
        <p className="muted">{k('helpText')}</p>
      </div>
    </aside>
  );

  return (
    <TemplateFrame
      page={page}
      text={text}
      infoText={infoText}
      className="in"
      accent={params.accent}
      cta={cta}
      ctaLabel={ctaLabel}
      solo={!showContents}
      kicker={params.topic && k(`topic.${params.topic}`)}
      longTitleAt={40}
      actions={actions}
      heroAside={contents}
      beforeTerms={help}
      terms={!termsShown}
      band={opensDialog ? { title: k('ctaBandTitle'), text: k('ctaBandText') } : null}
    >
      {sections.map(({ id, section, items }, n) => (
        <section key={id} id={id} className="wrap section in-sec" aria-labelledby={`${id}-title`}>
          <div className="in-head">
            <span className="in-num" aria-hidden="true">
              {String(n + 1).padStart(2, '0')}
            </span>
            <h2 className="sec-title" id={`${id}-title`}>
              {k(`heading.${section.heading}`)}
            </h2>
          </div>
          {section.show === 'bonus-statuses' && (
            <>
              <table className="prize-table in-table">
                <caption>{k('status.caption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{k('status.colStatus')}</th>
                    <th scope="col">{k('status.colMeaning')}</th>
                  </tr>
                </thead>
                <tbody>
                  {STATUSES.map((s) => (
                    <tr key={s}>
                      <th scope="row">
                        <span className={`pill pill-${s}`}>{k(`status.${s}`)}</span>
                      </th>
                      <td>{k(`status.${s}Text`)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <p className="in-note">{k('status.note')}</p>
            </>
          )}
          {section.show === 'bonus-types' && (
            <>
              <p className="offer-label in-cap">{k('type.caption')}</p>
              <ul className="in-types">
                {TYPES.map((ty) => (
                  <li key={ty} className={`in-type-${ty}`}>
                    <span className="in-ico">
                      <Icon d={ICON[ty]} />
                    </span>
                    <strong>{k(`type.${ty}`)}</strong>
                    <span className="muted">{k(`type.${ty}Text`)}</span>
                  </li>
                ))}
              </ul>
            </>
          )}
          {items.length > 0 && (
            <TextSection
              items={items}
              as={section.as ?? INFO_DEFAULTS.layout[section.show as keyof typeof INFO_DEFAULTS.layout]}
            />
          )}
        </section>
      ))}
    </TemplateFrame>
  );
}
