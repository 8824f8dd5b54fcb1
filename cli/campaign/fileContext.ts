/**
 * The context every campaign file is checked in (checkCampaignFile's FileContext), built the same way
 * in the main thread and in a check worker. Image facts are read once per image per run: thousands of
 * campaigns naming the same few images cost a few reads, not one sharp decode each.
 */
import { siteUrlHosts } from '../../model/urlPolicy.ts';
import type { SiteConfig } from '../../model/siteConfigSchema.ts';
import type { FileContext } from './checkCampaignFile.ts';
import { readImageFacts } from './imageRule.ts';
import type { ProjectFs } from './ProjectFs.ts';
import { templateValidators, validateCampaign } from './campaignValidators.ts';

export interface FileContextInput {
  root: string;
  fs: ProjectFs;
  validators: ReturnType<typeof templateValidators>;
  /** The templates whose params schema compiled. */
  templates: readonly string[];
  config: SiteConfig | null;
  /** A folder for the campaign validator's generated code (validatorCode.ts); without it, compiled each run. */
  validatorCache?: string;
}

export function makeFileContext({
  root,
  fs,
  validators,
  templates,
  config,
  validatorCache,
}: FileContextInput): FileContext {
  const imageFs = onceEach(fs);
  return {
    root,
    exists: (p) => fs.exists(p),
    get validateCampaign() {
      return validateCampaign(validatorCache);
    },
    paramsValidator: validators.validator,
    templates,
    config,
    urlHosts: config ? siteUrlHosts(config) : [],
    readImages: (c) => readImageFacts(c, root, imageFs),
  };
}

/** The file system with `size`, `image` and `fingerprint` asked once per path (the answer, or the same failure, is reused). */
export function onceEach(fs: ProjectFs): ProjectFs {
  const memo = <T>(f: (p: string) => Promise<T>) => {
    const seen = new Map<string, Promise<T>>();
    return (p: string) => {
      let got = seen.get(p);
      if (!got) {
        got = f(p);
        seen.set(p, got);
        got.catch(() => undefined);
      }
      return got;
    };
  };
  const { image, fingerprint } = fs;
  const inDir = <T>(f: ((dir: string, rel: string) => Promise<T>) | undefined) => {
    if (!f) return undefined;
    const once = memo((key) => {
      const [dir, rel] = JSON.parse(key) as [string, string];
      return f.call(fs, dir, rel);
    });
    return (dir: string, rel: string) => once(JSON.stringify([dir, rel]));
  };
  const imageOnce = inDir(image);
  const fingerprintOnce = inDir(fingerprint);
  return {
    readFile: (p) => fs.readFile(p),
    readdir: (p) => fs.readdir(p),
    exists: (p) => fs.exists(p),
    size: memo((p) => fs.size(p)),
    ...(imageOnce ? { image: imageOnce } : {}),
    ...(fingerprintOnce ? { fingerprint: fingerprintOnce } : {}),
  };
}
