/**
 * The editor experience, through the real yaml-language-server (the engine of VS Code's YAML
 * extension) reading each campaign's `$schema` modeline: no diagnostics at all on the committed
 * catalogue, and mistakes flagged at the line where they are. One server serves every document.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO } from '../support/tempProject.ts';
import { LocalDateTime } from '../../model/campaignSchema.ts';
import { startLsp, type LspClient } from './lspClient.ts';

const SERVER = join(REPO, 'node_modules', 'yaml-language-server', 'bin', 'yaml-language-server');
const campaignsDir = join(REPO, 'campaigns');
const uriOf = (name: string) => pathToFileURL(join(campaignsDir, name)).href;
const settings = {
  yaml: {
    validate: true,
    hover: true,
    completion: true,
    format: { enable: false },
    schemaStore: { enable: false },
    schemas: {},
    customTags: [],
    yamlVersion: '1.2',
    disableDefaultProperties: false,
  },
  http: { proxy: '', proxyStrictSSL: true },
  '[yaml]': {},
  editor: { tabSize: 2 },
};

const cashRace = readFileSync(join(campaignsDir, 'cash-race.yaml'), 'utf8');
const lineOf = (text: string, needle: string) => text.split('\n').findIndex((l) => l.includes(needle)) + 1;
/** Mutations of cash-race.yaml (kept in campaigns/ by URI only, so the relative $schema resolves): the line to flag. */
const mutations: Array<{ name: string; from: string; to: string }> = [
  { name: 'misspelt template', from: 'template: tournament', to: 'template: tournamnet' },
  {
    name: 'currency written as Rs',
    from: 'pool: { amount: 5079000, currency: INR }',
    to: 'pool: { amount: 5079000, currency: Rs }',
  },
  { name: 'winners in words', from: 'winners: 100', to: 'winners: twenty' },
  { name: 'unknown dialog variant', from: 'variant: crash', to: 'variant: wheel' },
  { name: 'unknown key in the text', from: 'cta: Join the race', to: 'cta: Join the race\n    colour: red' },
  { name: 'date in the wrong format', from: 'starts: "2026-11-15"', to: 'starts: "15.11.2026"' },
  {
    name: 'template param of the wrong type (checked through the $ref to the params schema)',
    from: '  game: Slots race',
    to: '  game: [Slots race]',
  },
];

let lsp: LspClient;
const names = readdirSync(campaignsDir)
  .filter((n) => n.endsWith('.yaml'))
  .sort();

beforeAll(async () => {
  lsp = startLsp(process.execPath, [SERVER, '--stdio'], settings, REPO);
  await lsp.request('initialize', {
    processId: process.pid,
    rootUri: pathToFileURL(REPO).href,
    workspaceFolders: [{ uri: pathToFileURL(REPO).href, name: 'promo' }],
    capabilities: {
      workspace: { configuration: true, didChangeConfiguration: { dynamicRegistration: true } },
      textDocument: {
        publishDiagnostics: {},
        completion: { completionItem: { snippetSupport: false } },
        hover: { contentFormat: ['plaintext'] },
      },
    },
  });
  lsp.notify('initialized', {});
  lsp.notify('workspace/didChangeConfiguration', { settings });
}, 20_000);
afterAll(async () => {
  await lsp?.close();
});

describe('yaml-language-server over the catalogue', () => {
  it(`reports nothing on the ${names.length} committed campaigns`, async () => {
    expect(names.length).toBeGreaterThan(150);
    const uris = names.map(uriOf);
    names.forEach((n, i) =>
      lsp.notify('textDocument/didOpen', {
        textDocument: {
          uri: uris[i],
          languageId: 'yaml',
          version: 1,
          text: readFileSync(join(campaignsDir, n), 'utf8'),
        },
      }),
    );
    await lsp.waitForDiagnostics(uris, 25_000);
    const reported = uris.flatMap((u) =>
      lsp.diagnostics.get(u)!.map((d) => `${u.split('/').pop()}:${d.range.start.line + 1}: ${d.message}`),
    );
    expect(reported).toEqual([]);
  }, 30_000);

  it('flags each mistake at its line, and only there', async () => {
    const docs = mutations.map((m, i) => {
      expect(cashRace).toContain(m.from);
      const text = cashRace.replace(m.from, m.to);
      return { ...m, uri: uriOf(`zz-mutated-${i}.yaml`), text, line: lineOf(text, m.to.split('\n').pop()!) };
    });
    for (const d of docs)
      lsp.notify('textDocument/didOpen', {
        textDocument: { uri: d.uri, languageId: 'yaml', version: 1, text: d.text },
      });
    await lsp.waitForDiagnostics(
      docs.map((d) => d.uri),
      15_000,
    );
    for (const d of docs) {
      const lines = lsp.diagnostics.get(d.uri)!.map((x) => x.range.start.line + 1);
      expect({ mutation: d.name, lines: [...new Set(lines)] }).toEqual({ mutation: d.name, lines: [d.line] });
    }
  }, 20_000);

  it('completes template names from the schema, and a misspelt one no longer passes silently', async () => {
    const uri = uriOf('zz-completion.yaml');
    const text = cashRace.replace('template: tournament', 'template: ');
    lsp.notify('textDocument/didOpen', { textDocument: { uri, languageId: 'yaml', version: 1, text } });
    const line = lineOf(text, 'template: ') - 1;
    const result = (await lsp.request('textDocument/completion', {
      textDocument: { uri },
      position: { line, character: 'template: '.length },
    })) as { items: Array<{ label: string }> } | Array<{ label: string }>;
    const labels = (Array.isArray(result) ? result : result.items).map((i) => i.label).sort();
    expect(labels).toEqual(
      readdirSync(join(REPO, 'templates'))
        .filter((n) => existsSync(join(REPO, 'templates', n, 'params.schema.json')))
        .sort(),
    );
  }, 15_000);

  it('says what promo check says for a date in the wrong format, not the raw regular expression', async () => {
    const uri = uriOf('zz-bad-date.yaml');
    const text = cashRace.replace('starts: "2026-11-15"', 'starts: "15.11.2026"');
    lsp.notify('textDocument/didOpen', { textDocument: { uri, languageId: 'yaml', version: 1, text } });
    await lsp.waitForDiagnostics([uri], 15_000);
    const messages = lsp.diagnostics.get(uri)!.map((d) => d.message);
    expect(messages).toEqual([
      "Wrong format. Write dates as 2026-12-01 or 2026-12-01 18:00 (local time in the schedule's time zone).",
    ]);
    // The CLI's words for the same mistake (schemaProblems.ts: the value, "has the wrong format." and the same description).
    expect(messages[0]).toBe(`Wrong format. ${LocalDateTime.description}`);
  }, 20_000);
});
