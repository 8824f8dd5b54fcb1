/*
 * Sandbox tracking pixel, served at /pixel/pixel.js. Defines
 *   window.promoPixel = { loaded: true, track(category, data) -> Promise<boolean> }
 * Each track() POSTs { category, data, page, referrer } to /pixel/events (text/plain JSON, so no CORS
 * preflight); tests read the events back from GET /__sandbox/events?kind=pixel. Calls queued before the
 * script loaded as window.promoPixel = { q: [[category, data], ...] } are sent on load.
 */
(function () {
  'use strict';
  var script = document.currentScript;
  var src = new URL(script && script.src ? script.src : location.href);
  // The sandbox's base: the script's URL without its own path (the sandbox may be mounted under a prefix).
  var origin = src.origin + src.pathname.replace(/\/pixel\/pixel\.js$/, '');
  var queued = (window.promoPixel && window.promoPixel.q) || [];

  function track(category, data) {
    if (typeof category !== 'string' || !category) throw new Error('promoPixel.track: a category is required');
    var body = JSON.stringify({
      category: category,
      data: data || {},
      page: location.href,
      referrer: document.referrer,
    });
    return fetch(origin + '/pixel/events', {
      method: 'POST',
      keepalive: true,
      headers: { 'Content-Type': 'text/plain' },
      body: body,
    }).then(
      function (r) {
        return r.ok;
      },
      function () {
        return false;
      },
    );
  }

  window.promoPixel = { loaded: true, track: track };
  queued.forEach(function (args) {
    track(args[0], args[1]);
  });
})();
