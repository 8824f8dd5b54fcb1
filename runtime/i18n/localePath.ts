/** What a locale file's path says: its language (locales/<lang>.json) and template (templates/<name>/locales/<lang>.json). */
export const langOf = (path: string) => path.split('/').at(-1)!.replace('.json', '');
export const templateOf = (path: string) => path.split('/').at(-3)!;
