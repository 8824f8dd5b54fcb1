/*
 * Sandbox support-chat SDK, served at /chat/sdk.js[?websiteToken=...]. On load it records itself
 * (POST /chat/loaded: page, websiteToken, locale, position) and renders a "Support" button
 * (#sandbox-chat-button) at the bottom left (bottom right when position is 'right').
 * Settings may be given beforehand as window.supportChatSettings = { websiteToken, locale, position }.
 *   window.supportChat = { loaded: true, run({ websiteToken, locale, position }) }  (run records 'chat-run')
 */
(function () {
  'use strict';
  var script = document.currentScript;
  var src = new URL(script && script.src ? script.src : location.href);
  // The sandbox's base: the script's URL without its own path (the sandbox may be mounted under a prefix).
  var origin = src.origin + src.pathname.replace(/\/(captcha\/api|chat\/sdk)\.js$/, '');
  var settings = window.supportChatSettings || {};
  var button = null;
  var position = settings.position || src.searchParams.get('position') || 'left';

  function post(path, data) {
    return fetch(origin + path, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: JSON.stringify(data) })
      .catch(function () {});
  }

  function place(pos) {
    position = pos === 'right' ? 'right' : 'left';
    if (!button) return;
    button.style.left = position === 'left' ? '16px' : '';
    button.style.right = position === 'right' ? '16px' : '';
    button.setAttribute('data-position', position);
  }

  function mount() {
    if (button) return;
    button = document.createElement('button');
    button.type = 'button';
    button.id = 'sandbox-chat-button';
    button.textContent = 'Support';
    button.setAttribute('aria-label', 'Support chat');
    button.style.cssText = 'position:fixed;bottom:16px;z-index:2147483000;padding:10px 18px;border:0;border-radius:20px;background:#1f6feb;color:#fff;font:600 14px sans-serif;cursor:pointer';
    button.addEventListener('click', function () {
      button.setAttribute('aria-expanded', button.getAttribute('aria-expanded') === 'true' ? 'false' : 'true');
    });
    document.body.appendChild(button);
    place(position);
  }

  post('/chat/loaded', {
    page: location.href,
    websiteToken: src.searchParams.get('websiteToken') || src.searchParams.get('token') || settings.websiteToken || null,
    locale: settings.locale || src.searchParams.get('locale') || 'en',
    position: position,
  });

  window.supportChat = {
    loaded: true,
    run: function (opts) {
      opts = opts || {};
      post('/chat/run', { page: location.href, websiteToken: opts.websiteToken || null, locale: opts.locale || 'en', position: opts.position || 'left' });
      place(opts.position || 'left');
    },
  };

  if (document.body) mount();
  else document.addEventListener('DOMContentLoaded', mount);
})();
