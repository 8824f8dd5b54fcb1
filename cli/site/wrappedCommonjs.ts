/**
 * The CommonJS modules the client build wraps in a function (Vite's `build.commonjsOptions.strictRequires`,
 * vite.config.ts): every one but React DOM's client.
 *
 * Rollup's CommonJS plugin wraps each module in a function that the first `require()` calls. V8 compiles
 * a function's body only when it is first called, on the main thread: React DOM's client (≈ 200 KB) in
 * one such function cost 42–46 ms of CPU in one task (×4 on the bench's phone, 170 ms) when the runtime
 * loaded. Unwrapped, its code is the chunk's top-level code, which Chromium compiles off the main thread
 * while the file streams in, leaving its evaluation (≈ 15 ms). It is safe for that module: it sits in a
 * chunk of its own (runtimeLibraryChunk.ts), its only `require()`s are its first statements (react,
 * react-dom, scheduler: wrapped, so each still runs on first use), and only `react-dom/client` requires it.
 * The other CommonJS modules stay wrapped, as by default (conditional and circular requires keep their order).
 */
export const WRAPPED_COMMONJS: readonly RegExp[] = [/^(?!.*\/react-dom\/cjs\/react-dom-client\.production\.js$)/];
