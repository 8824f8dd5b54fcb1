/** What a campaign's text says as YAML, valid or not, for the form; null when it is not even YAML (the check says where). */
export async function yamlValue(text: string): Promise<unknown> {
  const { parse } = await import('yaml');
  try {
    return parse(text, { uniqueKeys: false, version: '1.2' });
  } catch {
    return null;
  }
}
