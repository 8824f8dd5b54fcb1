/** A campaign file's name as a check's problems and campaigns give it: relative to the working folder (checkProject.ts, checkCampaignAgainst.ts). */
import { relative } from 'node:path';

export const checkedName = (path: string) => relative(process.cwd(), path) || path;
