/** One arm of an experiment as the report sees it: declared and observed share, visitors, conversion and the comparison with the control. */
import type { Comparison } from './sequentialTest.ts';

export interface ArmResult {
  id: string;
  control: boolean;
  weight: number;
  /** Declared share of visitors, and the share observed. */
  share: number;
  observedShare: number;
  visitors: number;
  openers: number;
  registrants: number;
  /** registrants / visitors, with its 95 % Wilson interval. */
  conversion: number;
  interval: [number, number];
  vsControl: Comparison | null;
}
