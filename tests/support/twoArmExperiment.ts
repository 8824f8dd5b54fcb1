import type { SiteExperiment } from '../../model/Site.ts';

/** A running experiment at `url` with two equal arms, `plain` (the control) and `bold`, as the serve plan lists it. */
export const twoArmExperiment = (id: string, url: string): SiteExperiment => ({
  id,
  slug: id,
  cookie: `promo_ab_${id}`,
  control: 'plain',
  ends: Date.parse('2099-01-01T00:00:00Z'),
  urls: [url],
  arms: [
    { id: 'plain', weight: 1, steps: 5000, share: 0.5, control: true },
    { id: 'bold', weight: 1, steps: 5000, share: 0.5, control: false },
  ],
});
