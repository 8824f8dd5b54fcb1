/*
 * Sandbox fingerprinting script (the risk service's stand-in), served at /fingerprint/fp.js. Sets
 *   window.__deviceFingerprint = 'sandbox-fp-<16 hex>'
 * once per page; the runtime's API client sends it as the Device-Fingerprint header.
 */
(function () {
  'use strict';
  if (window.__deviceFingerprint) return;
  var bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  window.__deviceFingerprint =
    'sandbox-fp-' +
    Array.prototype.map
      .call(bytes, function (b) {
        return (b + 256).toString(16).slice(1);
      })
      .join('');
})();
