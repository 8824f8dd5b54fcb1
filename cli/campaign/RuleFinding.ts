/** What a rule beyond the schema finds in one campaign: the node concerned and what to say (rules.ts gathers them). */
import type { Segment } from './locate.ts';

/** `explains`: says more than a schema error at the same key would (that one is then dropped). */
export interface RuleFinding {
  code: string;
  at: Segment[];
  aim?: 'value' | 'key';
  message: string;
  severity?: 'error' | 'warning';
  explains?: boolean;
}
