/**
 * Every error a user of the CLI can meet, as data: what happened, why, what to do.
 * Internal bugs are not here: they are assertion failures (`assert` in PromoError.ts) and print a stack.
 */
export interface ErrorData<A extends unknown[] = never[]> {
  code: string;
  title: string;
  message: (...args: A) => string;
  hint?: string;
  /** Process exit code: 1 for a failed check or task, 2 for wrong usage. */
  exitCode: 1 | 2;
}

const define = <A extends unknown[]>(d: ErrorData<A>) => d;

export const Errors = {
  BadSlug: define({
    code: 'PROMO_BAD_SLUG',
    title: 'Invalid slug',
    exitCode: 2,
    message: (slug: string) =>
      `"${slug}" cannot be a campaign slug: it must be 1–80 lower-case letters, digits, "-" or "_", starting with a letter or digit.`,
    hint: 'Example: promo new cash-race --template tournament',
  }),
  SlugExists: define({
    code: 'PROMO_SLUG_EXISTS',
    title: 'Campaign already exists',
    exitCode: 1,
    message: (file: string) => `${file} already exists, so nothing was written.`,
    hint: 'Pick another slug, or edit the existing file.',
  }),
  SlugRouteTaken: define({
    code: 'PROMO_SLUG_ROUTE_TAKEN',
    title: 'Route already taken',
    exitCode: 1,
    message: (slug: string, why: string) =>
      `The new campaign ${slug} would clash with another campaign, so nothing was written: ${why}`,
    hint: 'Pick another slug (it is also the default route), or create it and give it another route.path.',
  }),
  UnknownTemplate: define({
    code: 'PROMO_UNKNOWN_TEMPLATE',
    title: 'Unknown template',
    exitCode: 2,
    message: (name: string, known: string[], suggestion?: string) =>
      `There is no template "${name}".${suggestion ? ` Did you mean ${suggestion}?` : ''} Available: ${known.join(', ')}.`,
    hint: 'List them with: promo new --help',
  }),
  MissingSlug: define({
    code: 'PROMO_MISSING_SLUG',
    title: 'Slug missing',
    exitCode: 2,
    message: () => 'promo new needs the slug of the new campaign: its file name and address, e.g. diwali-race.',
    hint: 'Example: promo new diwali-race --template tournament',
  }),
  Cancelled: define({
    code: 'PROMO_CANCELLED',
    title: 'Cancelled',
    exitCode: 1,
    message: (what: string) => `Cancelled: ${what}.`,
  }),
  TemplateNotChosen: define({
    code: 'PROMO_TEMPLATE_NOT_CHOSEN',
    title: 'Template missing',
    exitCode: 2,
    message: (slug: string, list: string) =>
      `Choose a template with --template (there is no terminal to ask in):\n${list}\n  For example: promo new ${slug} --template tournament`,
  }),
  BadOption: define({
    code: 'PROMO_BAD_OPTION',
    title: 'Invalid option',
    exitCode: 2,
    message: (option: string, why: string) => `${option}: ${why}`,
  }),
  CheckFailed: define({
    code: 'PROMO_CHECK_FAILED',
    title: 'Campaigns have problems',
    exitCode: 1,
    message: (count: number, what: string) => `${count} problem${count === 1 ? '' : 's'} found, so ${what}.`,
    hint: 'Fix the problems listed above, then run the command again (promo check shows them alone).',
  }),
  BuildFailed: define({
    code: 'PROMO_BUILD_FAILED',
    title: 'Build failed',
    exitCode: 1,
    message: (why: string) => `The site could not be built: ${why}. The previous dist/ was left as it was.`,
    hint: 'Run promo check; if it passes, the error above comes from a template component.',
  }),
  ImageFailed: define({
    code: 'PROMO_IMAGE_FAILED',
    title: 'Campaign image failed',
    exitCode: 1,
    message: (why: string) =>
      `A campaign image could not be made into page images: ${why}. Nothing was built and dist/ is unchanged.`,
    hint: 'Run promo check: it reads every image as the build does. Export the image again as JPEG, PNG or WebP (at most 2 MB and 4000 px).',
  }),
  NoBuild: define({
    code: 'PROMO_NO_BUILD',
    title: 'Nothing to serve',
    exitCode: 1,
    message: (dir: string) => `${dir} does not exist or holds no built site.`,
    hint: 'Run promo build first (npm start does both).',
  }),
  BuildRunning: define({
    code: 'PROMO_BUILD_RUNNING',
    title: 'A build is running',
    exitCode: 1,
    message: (pid: number, dir: string) =>
      `A build (process ${pid}) is writing ${dir}/, so promo clean removed nothing.`,
    hint: 'Wait for the build to finish (or stop it), then run promo clean again.',
  }),
  NoPreviousBuild: define({
    code: 'PROMO_NO_PREVIOUS_BUILD',
    title: 'No previous build',
    exitCode: 1,
    message: (dir: string) =>
      `There is no previous build of ${dir}/ to go back to (a rollback needs two builds made by promo build).`,
    hint: 'Run promo build; after the next build, promo rollback can restore this one.',
  }),
  PortInUse: define({
    code: 'PROMO_PORT_IN_USE',
    title: 'Port in use',
    exitCode: 1,
    message: (port: number, option: string) =>
      `Port ${port} is already used by another program. Choose another with ${option} (e.g. ${option} ${port + 1}), or stop that program.`,
  }),
} as const;
