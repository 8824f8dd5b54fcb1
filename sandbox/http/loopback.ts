/** Whether a listening host keeps the server on this machine (127.0.0.0/8, ::1, localhost), and the warning when it does not. */
export function isLoopbackHost(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h) || /^::ffff:127(\.\d{1,3}){3}$/.test(h);
}

/** The warning to print when the sandbox listens beyond loopback. */
export function exposedWarning(host: string, port: number | string, controlPath = '/__sandbox'): string {
  return (
    `⚠ WARNING: listening on ${host}, beyond this machine. Anyone who reaches port ${port} can use the sandbox operator API ` +
    `(register and sign in players, read what it answers); its control endpoints (${controlPath}/*) need the token printed below. ` +
    'The sandbox is a test double: never expose it to an untrusted network. --host 127.0.0.1 keeps it on this machine.'
  );
}
