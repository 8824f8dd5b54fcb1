/**
 * A minimal Language Server Protocol client over stdio (JSON-RPC with Content-Length framing), enough
 * to drive yaml-language-server the way VS Code does: initialize, configuration, didOpen, diagnostics.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';

export interface Diagnostic {
  range: { start: { line: number; character: number } };
  message: string;
  severity?: number;
  source?: string;
}
type Message = { id?: number; method?: string; params?: unknown; result?: unknown; error?: unknown };

export interface LspClient {
  request(method: string, params: unknown): Promise<unknown>;
  notify(method: string, params: unknown): void;
  /** Latest diagnostics by document URI, and a wait for the given URIs to have them. */
  diagnostics: Map<string, Diagnostic[]>;
  waitForDiagnostics(uris: readonly string[], timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}

/** `settings`: what the server gets for workspace/configuration, by section. */
export function startLsp(command: string, args: string[], settings: Record<string, unknown>, cwd: string): LspClient {
  const child: ChildProcessWithoutNullStreams = spawn(command, args, { cwd, stdio: 'pipe' });
  let buffer = Buffer.alloc(0);
  let nextId = 1;
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  const diagnostics = new Map<string, Diagnostic[]>();
  let onDiagnostics = () => {};
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => {
    stderr += d.toString();
  });

  const send = (msg: Message) => {
    const body = Buffer.from(JSON.stringify({ jsonrpc: '2.0', ...msg }), 'utf8');
    child.stdin.write(`Content-Length: ${body.length}\r\n\r\n`);
    child.stdin.write(body);
  };
  const handle = (msg: Message) => {
    if (msg.method && msg.id !== undefined) {
      // A request from the server: answer configuration with our settings, anything else with null.
      if (msg.method === 'workspace/configuration') {
        const items = (msg.params as { items: Array<{ section?: string }> }).items;
        send({ id: msg.id, result: items.map((i) => (i.section ? (settings[i.section] ?? null) : settings)) });
      } else send({ id: msg.id, result: null });
    } else if (msg.method === 'textDocument/publishDiagnostics') {
      const p = msg.params as { uri: string; diagnostics: Diagnostic[] };
      diagnostics.set(p.uri, p.diagnostics);
      onDiagnostics();
    } else if (msg.id !== undefined && pending.has(msg.id)) {
      const waiter = pending.get(msg.id)!;
      pending.delete(msg.id);
      if (msg.error) waiter.reject(new Error(JSON.stringify(msg.error)));
      else waiter.resolve(msg.result);
    }
  };
  child.stdout.on('data', (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk]);
    for (;;) {
      const headerEnd = buffer.indexOf('\r\n\r\n');
      if (headerEnd < 0) return;
      const length = Number(/Content-Length: (\d+)/i.exec(buffer.subarray(0, headerEnd).toString())?.[1]);
      if (buffer.length < headerEnd + 4 + length) return;
      const body = buffer.subarray(headerEnd + 4, headerEnd + 4 + length).toString('utf8');
      buffer = buffer.subarray(headerEnd + 4 + length);
      handle(JSON.parse(body) as Message);
    }
  });

  return {
    diagnostics,
    request: (method, params) =>
      new Promise((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve, reject });
        send({ id, method, params });
      }),
    notify: (method, params) => send({ method, params }),
    waitForDiagnostics: (uris, timeoutMs) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(
          () =>
            reject(
              new Error(
                `No diagnostics within ${timeoutMs} ms for ${uris.filter((u) => !diagnostics.has(u)).length} of ${uris.length} documents. Server stderr:\n${stderr.slice(-2000)}`,
              ),
            ),
          timeoutMs,
        );
        onDiagnostics = () => {
          if (uris.every((u) => diagnostics.has(u))) {
            clearTimeout(timer);
            resolve();
          }
        };
        onDiagnostics();
      }),
    close: async () => {
      try {
        await Promise.race([
          (async () => {
            await new Promise((r) => {
              const id = nextId++;
              pending.set(id, { resolve: r, reject: r });
              send({ id, method: 'shutdown' });
            });
            send({ method: 'exit' });
          })(),
          new Promise((r) => setTimeout(r, 2000)),
        ]);
      } finally {
        if (child.exitCode === null) child.kill();
      }
    },
  };
}
