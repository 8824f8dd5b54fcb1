import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSandbox } from '../createSandbox.ts';
import { csrf, registered, testSandbox } from '../testSupport.ts';
import { SandboxDataError } from './persistence.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sandbox-data-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('--data persistence', () => {
  it('keeps players across two instances', async () => {
    const dataFile = join(dir, 'players.json');
    const first = await testSandbox({ dataFile });
    const t = await registered(first.api, { username: 'kept@example.com', bonus_id: 101 });
    await first.app.close();
    expect(JSON.parse(readFileSync(dataFile, 'utf8')).players).toHaveLength(1);

    const second = await testSandbox({ dataFile });
    const login = await second.api.post(
      '/ccg/user/login',
      { username: 'kept@example.com', password: 'secret1' },
      await csrf(second.api),
    );
    expect(login.status).toBe(200);
    expect(login.body.uuid).toBe(t.uuid);
    expect((await second.api.post('/registration/registration', { username: 'kept@example.com' })).status).toBe(400);
    const next = await registered(second.api);
    expect(second.state.players.get(next.uuid)!.id).toBe(2);
    await second.app.close();
  });

  it('starts empty when the file does not exist yet', async () => {
    const sb = await testSandbox({ dataFile: join(dir, 'missing.json') });
    expect(sb.state.players.all()).toEqual([]);
  });

  it.each([
    ['not JSON', '{"version":1,"players":[', /sandbox data file .*corrupt\.json: is not valid JSON/],
    [
      'wrong shape',
      '{"version":1,"players":[{"uuid":1}]}',
      /sandbox data file .*corrupt\.json: does not hold sandbox players \(players\.0\./,
    ],
  ])('refuses a %s file, naming it', async (_name, text, message) => {
    const dataFile = join(dir, 'corrupt.json');
    writeFileSync(dataFile, text);
    const attempt = createSandbox({ dataFile });
    await expect(attempt).rejects.toBeInstanceOf(SandboxDataError);
    await expect(attempt).rejects.toThrow(message);
  });
});
