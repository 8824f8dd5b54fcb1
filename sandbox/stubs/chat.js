/*
 * Sandbox support-chat SDK, served at /chat/sdk.js[?websiteToken=...]. On load it records itself
 * (POST /chat/loaded: page, websiteToken, locale, position) and renders a round "Support chat"
 * launcher (#sandbox-chat-button): inside `container` (a CSS selector) when the page gives one,
 * else floating at the bottom left (bottom right when position is 'right').
 * Settings may be given beforehand as
 *   window.supportChatSettings = { websiteToken, locale, position, container, color, textColor }.
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
    return fetch(origin + path, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify(data),
    }).catch(function () {});
  }

  function place(pos) {
    position = pos === 'right' ? 'right' : 'left';
    if (!button) return;
    button.setAttribute('data-position', position);
    if (button.style.position !== 'fixed') return;
    button.style.left = position === 'left' ? '16px' : '';
    button.style.right = position === 'right' ? '16px' : '';
  }

  function mount() {
    if (button) return;
    button = document.createElement('button');
    button.type = 'button';
    button.id = 'sandbox-chat-button';
    button.title = 'Support';
    button.setAttribute('aria-label', 'Support chat');
    button.innerHTML =
      '<svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false"><path fill="currentColor" d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z"/></svg>';
    var host = settings.container ? document.querySelector(settings.container) : null;
    button.style.cssText =
      (host ? 'position:relative;' : 'position:fixed;bottom:16px;z-index:2147483000;') +
      'display:grid;place-items:center;width:44px;height:44px;padding:0;border:0;border-radius:50%;cursor:pointer;box-shadow:0 6px 18px rgba(0,0,0,.35);' +
      'background:' +
      (settings.color || '#1a2349') +
      ';color:' +
      (settings.textColor || '#fff');
    button.addEventListener('click', function () {
      button.setAttribute('aria-expanded', button.getAttribute('aria-expanded') === 'true' ? 'false' : 'true');
    });
    (host || document.body).appendChild(button);
    place(position);
  }

  post('/chat/loaded', {
    page: location.href,
    websiteToken:
      src.searchParams.get('websiteToken') || src.searchParams.get('token') || settings.websiteToken || null,
    locale: settings.locale || src.searchParams.get('locale') || 'en',
    position: position,
  });

  window.supportChat = {
    loaded: true,
    run: function (opts) {
      opts = opts || {};
      post('/chat/run', {
        page: location.href,
        websiteToken: opts.websiteToken || null,
        locale: opts.locale || 'en',
        position: opts.position || 'left',
      });
      place(opts.position || 'left');
    },
  };

  if (document.body) mount();
  else document.addEventListener('DOMContentLoaded', mount);
})();
