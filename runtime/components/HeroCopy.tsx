import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageData } from '../../model/Site.ts';
import type { ResolvedText } from '../content/resolveText.ts';
import { StatusBanner } from './StatusBanner.tsx';
import { When } from './When.tsx';

export interface HeroCopySlots {
  /** Above the tags (the blogger's creator card). */
  above?: ReactNode;
  /** The small label over the title: the game, the sport, the offer kind. */
  kicker?: ReactNode;
  /** Show "Live now" in the tags while the promotion runs. */
  liveBadge?: boolean;
  /** More tags after the kicker (a game provider). */
  tags?: ReactNode;
  /** Titles longer than this many characters get the smaller `long` style (default 60). */
  longTitleAt?: number;
}

/** The hero's text column: status banner, tags, the title and the subtitle. */
export function HeroCopy({
  page,
  text,
  above,
  kicker,
  liveBadge,
  tags,
  longTitleAt = 60,
}: HeroCopySlots & { page: Pick<PageData, 'status' | 'site' | 'switches'>; text: ResolvedText }) {
  const { t } = useTranslation();
  return (
    <div className="hero-copy">
      <When page={page} is={['ended']}>
        <StatusBanner status="ended" site={page.site} />
      </When>
      <When page={page} is={['scheduled']}>
        <StatusBanner status="scheduled" site={page.site} />
      </When>
      {above}
      {(liveBadge || kicker || tags) && (
        <div className="tags">
          {liveBadge && (
            <When page={page} is={['live']}>
              <span className="live">{t('page.liveNow')}</span>
            </When>
          )}
          {kicker && <p className="kicker">{kicker}</p>}
          {tags}
        </div>
      )}
      <h1 className={text.title.length > longTitleAt ? 'long' : undefined}>{text.title}</h1>
      {text.subtitle && <p className="lead">{text.subtitle}</p>}
    </div>
  );
}
