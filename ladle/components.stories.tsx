import { useEffect, useRef } from 'react';
import type { Story, StoryDefault } from '@ladle/react';
import { Layout } from '../runtime/components/Layout.tsx';
import { CtaButton } from '../runtime/components/CtaButton.tsx';
import { Countdown } from '../runtime/components/Countdown.tsx';
import { PrizeTable } from '../runtime/components/PrizeTable.tsx';
import { Terms } from '../runtime/components/Terms.tsx';
import { StatusBanner } from '../runtime/components/StatusBanner.tsx';
import { InfoDialog } from '../runtime/components/InfoDialog.tsx';
import { OfferValue } from '../runtime/components/OfferValue.tsx';
import { resolveText } from '../runtime/content/resolveText.ts';
import { BUILT_AT, ComponentStory, Styles, cashRace, site, winterGiveaway } from './fixtures.tsx';

export default { title: 'Components', meta: { iframed: true } } satisfies StoryDefault;

/** Header (brand, sign in, sign up), main and the responsible-gaming footer. */
export const LayoutShell: Story = () => (
  <>
    <Styles />
    <Layout site={site}>
      <div className="wrap section">
        <h1>Page content</h1>
        <p className="prose">Templates render here, inside &lt;main id="main"&gt;.</p>
      </div>
    </Layout>
  </>
);

/** The call-to-action for each dialog kind, large and small; without JavaScript each is a plain link. */
export const CtaButtons: Story = () => (
  <ComponentStory>
    <div className="actions">
      <CtaButton cta={{ kind: 'sign-up', variant: 'crash' }} label="Join the race" site={site} />
      <CtaButton cta={{ kind: 'sign-in' }} label="Sign in to play" site={site} className="btn btn-ghost btn-large" />
      <CtaButton cta={{ kind: 'info' }} label="More info" site={site} className="btn btn-ghost btn-small" />
      <CtaButton cta={undefined} label="साइन अप करें" site={site} className="btn btn-primary btn-small" />
    </div>
  </ComponentStory>
);

/** Countdowns as pre-rendered at build time (the boot script keeps them ticking). */
export const Countdowns: Story = () => (
  <ComponentStory width={400}>
    <Countdown to={BUILT_AT + 23 * 86_400_000 + 5 * 3_600_000 + 29 * 60_000 + 41_000} from={BUILT_AT} label="Ends in" />
    <br />
    <Countdown to={BUILT_AT + 9 * 86_400_000 + 18 * 3_600_000} from={BUILT_AT} label="Starts in" />
    <br />
    <Countdown to={BUILT_AT} from={BUILT_AT} label="Ends in" />
  </ComponentStory>
);

/** Cash prizes with gold, silver and bronze places; the non-cash prizes of a giveaway; the ended caption. */
export const PrizeTables: Story = () => (
  <ComponentStory width={560}>
    <PrizeTable tournament={cashRace.tournament!} />
    <br />
    <PrizeTable tournament={winterGiveaway.tournament!} caption="Final prizes" />
  </ComponentStory>
);

/** The big offer figure: sized from its own width so a long pool stays on one line in its card. */
export const OfferValues: Story = () => (
  <ComponentStory width={400}>
    {[
      ['1,00,000', 'INR'],
      ['50,79,000', 'INR'],
      ['8,44,00,000', 'INR'],
      ['700%', undefined],
    ].map(([value, unit]) => (
      <div key={value} className="offer" style={{ marginBottom: 16 }}>
        <p className="offer-label">Prize pool</p>
        <OfferValue value={value!} unit={unit} />
      </div>
    ))}
  </ComponentStory>
);

/** Terms and conditions: a numbered list of plain-text lines. */
export const TermsList: Story = () => (
  <ComponentStory width={760}>
    <Terms items={(cashRace.text as { en: { terms: string[] } }).en.terms} />
  </ComponentStory>
);

/** The banners for a promotion that has not started yet and one that has ended (with a way on). */
export const StatusBanners: Story = () => (
  <ComponentStory>
    <StatusBanner status="scheduled" site={site} />
    <StatusBanner status="ended" site={site} />
  </ComponentStory>
);

function OpenDialog({ locale }: { locale: 'en' | 'hi' }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const dialog = ref.current?.querySelector('dialog');
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  const open = () => ref.current?.querySelector('dialog')?.showModal();
  return (
    <ComponentStory>
      <div ref={ref}>
        <button type="button" className="btn btn-ghost" data-dialog="info" onClick={open}>
          More info
        </button>
        <InfoDialog text={resolveText(cashRace, locale)} lang={locale} />
      </div>
    </ComponentStory>
  );
}

/** The native <dialog> info popup, opened (Escape or × closes it; the button reopens it). */
export const InfoDialogEnglish: Story = () => <OpenDialog locale="en" />;

/** The info dialog in Hindi, as /cash-race/hi/ shows it. */
export const InfoDialogHindi: Story = () => <OpenDialog locale="hi" />;
