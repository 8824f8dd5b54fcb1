import type { CSSProperties, ReactNode } from 'react';
import type { DialogRefData } from '../../model/campaignSchema.ts';
import type { TemplateProps } from './TemplateModule.ts';
import { HeroCopy, type HeroCopySlots } from '../components/HeroCopy.tsx';
import { HeroActions } from '../components/HeroActions.tsx';
import { FactsList } from '../components/FactsList.tsx';
import type { Fact } from '../content/Fact.ts';
import { StepsSection } from '../components/StepsSection.tsx';
import { ProseSection } from '../components/ProseSection.tsx';
import { Terms } from '../components/Terms.tsx';
import { CtaBand, type CtaBandSlots } from '../components/CtaBand.tsx';
import { CtaButton } from '../components/CtaButton.tsx';
import { InfoDialog } from '../components/InfoDialog.tsx';
import { When } from '../components/When.tsx';
import { OPEN_STATES } from '../../model/scheduleStates.ts';

export interface FrameProps extends HeroCopySlots, Pick<TemplateProps<unknown>, 'page' | 'text' | 'infoText'> {
  /** Class of the page's root element, the template's CSS scope ("bl", "se se-cricket"). */
  className: string;
  /** The campaign's accent colour (the `--accent` custom property). */
  accent?: string | undefined;
  /** What the call-to-action opens, and its label, for the hero and the closing band. */
  cta: DialogRefData | undefined;
  ctaLabel: string;
  /** Extra class of the hero section ("bl-hero"). */
  heroClass?: string;
  /** A hero without the offer column. */
  solo?: boolean;
  /** The hero's offer card, between the text and the actions. */
  offer?: ReactNode;
  /** Replaces the default hero actions (call-to-action or "see current", and "More info"). */
  actions?: ReactNode;
  /** The fine print under the actions; left out when empty. */
  fine?: ReactNode;
  /** After the actions in the hero grid (a table of contents). */
  heroAside?: ReactNode;
  /** The offer's key facts under the hero; `className` places them ("tn-facts"). */
  facts?: { className: string; items: readonly Fact[] };
  /** The template's own sections, before the steps. */
  children?: ReactNode;
  /** The campaign's steps as a numbered section (hidden once ended unless `whenEnded`). */
  steps?: { id: string; title: string; whenEnded?: boolean };
  /** The campaign's body paragraphs as a titled section after the steps. */
  body?: { id: string; title: string; className?: string };
  /** The template's own sections after the steps and body. */
  after?: ReactNode;
  /** Before the terms, in the closing block. */
  beforeTerms?: ReactNode;
  /** Show the campaign's terms (default true). */
  terms?: boolean;
  /** The closing call-to-action band, shown until the promotion ends; none when left out. */
  band?: CtaBandSlots | null;
}

/**
 * The page skeleton every template shares: hero (status, tags, title, offer, actions, fine print),
 * facts, the template's sections, steps, body, terms, the closing band and the info dialog. The
 * HTML and classes are the contract base.css and the templates' style.css rely on.
 */
export function TemplateFrame(p: FrameProps) {
  const { page, text, infoText, cta, ctaLabel } = p;
  const style = p.accent ? ({ '--accent': p.accent } as CSSProperties) : undefined;
  const button = <CtaButton cta={cta} label={ctaLabel} site={page.site} />;
  return (
    <div className={p.className} style={style}>
      <section className={p.heroClass ? `hero ${p.heroClass}` : 'hero'}>
        <div className={p.solo ? 'wrap hero-grid solo' : 'wrap hero-grid'}>
          <HeroCopy
            page={page}
            text={text}
            above={p.above}
            kicker={p.kicker}
            liveBadge={p.liveBadge}
            tags={p.tags}
            longTitleAt={p.longTitleAt}
          />
          {p.offer}
          <div className="hero-act">
            <div className="actions">
              {p.actions ?? (
                <HeroActions page={page} cta={cta} label={ctaLabel} site={page.site} hasInfo={!!infoText.info} />
              )}
            </div>
            {p.fine ? <p className="fine">{p.fine}</p> : null}
          </div>
          {p.heroAside}
        </div>
      </section>
      {p.facts && <FactsList className={p.facts.className} items={p.facts.items} />}
      {p.children}
      {p.steps &&
        !!text.steps?.length &&
        (p.steps.whenEnded ? (
          <StepsSection id={p.steps.id} title={p.steps.title} steps={text.steps} />
        ) : (
          <When page={page} is={OPEN_STATES}>
            <StepsSection id={p.steps.id} title={p.steps.title} steps={text.steps} />
          </When>
        ))}
      {p.body && !!text.body?.length && (
        <ProseSection id={p.body.id} title={p.body.title} paragraphs={text.body} className={p.body.className} />
      )}
      {p.after}
      <div className="wrap">
        {p.beforeTerms}
        {p.terms !== false && <Terms items={text.terms} />}
        {p.band && (
          <When page={page} is={OPEN_STATES}>
            <CtaBand title={p.band.title} text={p.band.text} action={p.band.action ?? button} />
          </When>
        )}
      </div>
      <InfoDialog
        text={infoText}
        lang={page.variant.infoLocale}
        widthPercent={page.campaign.features?.infoDialogWidth}
      />
    </div>
  );
}
