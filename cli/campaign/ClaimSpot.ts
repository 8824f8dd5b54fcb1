/** Where in a campaign file a clash with another campaign is reported: the line and column are found only when there is a clash (checkProject.ts). */
import type { Aim, Segment } from './locate.ts';

export interface ClaimSpot {
  at: Segment[];
  aim: Aim;
}
