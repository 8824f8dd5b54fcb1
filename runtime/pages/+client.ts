// Loaded by every pre-rendered page (Vike "client" file): the small boot script, no React.
import { boot } from '../boot/boot.ts';

boot();
