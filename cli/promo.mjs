#!/usr/bin/env node
// The `promo` executable: runs the TypeScript CLI through tsx's loader, so no compile step is needed.
import { register } from 'tsx/esm/api';
register();
const { main } = await import('./main.ts');
await main(process.argv);
