/** A new page on the bench's phone profile (PROFILE below): throttled network and CPU, over CDP. */
import type { BrowserContext, Page } from 'playwright-core';

/** The phone the tap figures are measured on: 4× slower CPU, 150 ms latency, 200 KB/s down. */
export const PROFILE = { cpuSlowdown: 4, latencyMs: 150, downloadKBps: 200, uploadKBps: 90 } as const;

/** `cpuSlowdown: 1` leaves the CPU as it is (a bench that scales thread time itself). */
export async function phonePage(
  context: BrowserContext,
  { cpuSlowdown = PROFILE.cpuSlowdown }: { cpuSlowdown?: number } = {},
): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PROFILE.latencyMs,
    downloadThroughput: PROFILE.downloadKBps * 1024,
    uploadThroughput: PROFILE.uploadKBps * 1024,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  return page;
}
