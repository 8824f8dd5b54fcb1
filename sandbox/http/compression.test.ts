/** The sandbox compresses its answers as a real API would: gzip when the client accepts it, plain otherwise. */
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { testSandbox } from '../testSupport.ts';

describe('compressed answers', () => {
  it('gzips an answer for a client that accepts gzip, and sends the same JSON plain to one that does not', async () => {
    const { app } = await testSandbox();
    const plain = await app.inject({ method: 'GET', url: '/api/v1/settings' });
    const zipped = await app.inject({ method: 'GET', url: '/api/v1/settings', headers: { 'accept-encoding': 'gzip' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(512);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.rawPayload.length).toBeLessThan(plain.body.length);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(JSON.parse(plain.body));
    await app.close();
  });
});
