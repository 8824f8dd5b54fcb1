/*
 * Sandbox test captcha, served at /captcha/api.js. An hCaptcha/reCAPTCHA-like explicit render API:
 *   window.hcaptcha.render(elementOrId, { sitekey, callback, 'expired-callback', 'error-callback', hl, size }) -> widgetId
 *   window.hcaptcha.reset(id) / getResponse(id) / execute(id, { async }) / remove(id)
 * It renders a real checkbox labelled "I am human"; ticking it fetches a single-use token
 * (sandbox-captcha-...) from POST /captcha/token and passes it to `callback`. The site key
 * `sandbox-fail` makes render throw. `?onload=fn` calls window[fn]() once loaded; without
 * `render=explicit`, elements with class h-captcha and data-sitekey are rendered automatically.
 */
(function () {
  'use strict';
  var script = document.currentScript;
  var src = new URL(script && script.src ? script.src : location.href);
  // The sandbox's base: the script's URL without its own path (the sandbox may be mounted under a prefix).
  var origin = src.origin + src.pathname.replace(/\/(captcha\/api|chat\/sdk)\.js$/, '');
  var widgets = {};
  var order = [];
  var nextId = 0;

  function resolve(fn) {
    return typeof fn === 'string' ? window[fn] : fn;
  }
  function call(fn, arg) {
    fn = resolve(fn);
    if (typeof fn === 'function') fn(arg);
  }

  function container(ref) {
    var node = typeof ref === 'string' ? document.getElementById(ref) : ref;
    if (!node || node.nodeType !== 1) throw new Error('sandbox captcha: container ' + String(ref) + ' not found');
    return node;
  }

  function widget(id) {
    var w = widgets[id === undefined || id === null ? order[0] : String(id)];
    if (!w) throw new Error('sandbox captcha: unknown widget ' + String(id));
    return w;
  }

  function setToken(w, token) {
    w.token = token;
    w.fields.forEach(function (f) {
      f.value = token;
    });
    w.box.checked = !!token;
    w.box.disabled = false;
    w.root.setAttribute('data-state', token ? 'verified' : 'idle');
  }

  function issue(w) {
    w.box.disabled = true;
    w.root.setAttribute('data-state', 'verifying');
    return fetch(origin + '/captcha/token', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify({ sitekey: w.params.sitekey }),
    })
      .then(function (r) {
        if (!r.ok) throw new Error('sandbox captcha: token request failed with ' + r.status);
        return r.json();
      })
      .then(
        function (data) {
          if (!widgets[w.id]) return '';
          setToken(w, data.token);
          clearTimeout(w.timer);
          w.timer = setTimeout(
            function () {
              setToken(w, '');
              call(w.params['expired-callback']);
            },
            (data.expires_in || 120) * 1000,
          );
          call(w.params.callback, data.token);
          return data.token;
        },
        function (e) {
          setToken(w, '');
          call(w.params['error-callback'], 'network-error');
          throw e;
        },
      );
  }

  function render(ref, params) {
    params = params || {};
    var node = container(ref);
    if (!params.sitekey) throw new Error('sandbox captcha: missing sitekey');
    if (params.sitekey === 'sandbox-fail')
      throw new Error('sandbox captcha: rendering failed for site key sandbox-fail');
    var id = String(nextId++);
    var root = document.createElement('div');
    root.className = 'sandbox-captcha';
    root.setAttribute('data-widget-id', id);
    root.setAttribute('data-size', params.size || 'normal');
    root.setAttribute('lang', params.hl || 'en');
    root.style.cssText =
      'display:inline-flex;align-items:center;gap:8px;padding:12px 16px;border:1px solid #999;border-radius:4px;background:#f9f9f9;color:#222;font:14px sans-serif';
    if (params.size === 'invisible') root.style.display = 'none';
    var label = document.createElement('label');
    label.style.cssText = 'display:inline-flex;align-items:center;gap:8px;cursor:pointer';
    var box = document.createElement('input');
    box.type = 'checkbox';
    box.className = 'sandbox-captcha-checkbox';
    var text = document.createElement('span');
    text.textContent = 'I am human';
    label.appendChild(box);
    label.appendChild(text);
    root.appendChild(label);
    var fields = ['h-captcha-response', 'g-recaptcha-response'].map(function (name) {
      var t = document.createElement('textarea');
      t.name = name;
      t.style.display = 'none';
      root.appendChild(t);
      return t;
    });
    node.appendChild(root);
    var w = { id: id, params: params, root: root, box: box, fields: fields, token: '', timer: 0 };
    widgets[id] = w;
    order.push(id);
    box.addEventListener('change', function () {
      if (box.checked && !w.token) issue(w).catch(function () {});
      else if (!box.checked) {
        clearTimeout(w.timer);
        setToken(w, '');
      }
    });
    return id;
  }

  var api = {
    render: render,
    reset: function (id) {
      var w = widget(id);
      clearTimeout(w.timer);
      setToken(w, '');
    },
    getResponse: function (id) {
      return widget(id).token || '';
    },
    getRespKey: function () {
      return '';
    },
    execute: function (id, opts) {
      var p = issue(widget(id)).then(function (token) {
        return { response: token, key: '' };
      });
      if (opts && opts.async) return p;
      p.catch(function () {});
      return undefined;
    },
    remove: function (id) {
      var w = widget(id);
      clearTimeout(w.timer);
      if (w.root.parentNode) w.root.parentNode.removeChild(w.root);
      delete widgets[w.id];
      order.splice(order.indexOf(w.id), 1);
    },
    ready: function (fn) {
      setTimeout(fn, 0);
    },
  };
  window.hcaptcha = api;
  if (!window.grecaptcha) window.grecaptcha = api;

  function autoRender() {
    var nodes = document.querySelectorAll('.h-captcha[data-sitekey]');
    Array.prototype.forEach.call(nodes, function (n) {
      render(n, {
        sitekey: n.getAttribute('data-sitekey'),
        callback: n.getAttribute('data-callback') || undefined,
        'expired-callback': n.getAttribute('data-expired-callback') || undefined,
        hl: n.getAttribute('data-hl') || undefined,
        size: n.getAttribute('data-size') || undefined,
      });
    });
  }
  if (src.searchParams.get('render') !== 'explicit') {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', autoRender);
    else autoRender();
  }
  var onload = src.searchParams.get('onload');
  if (onload)
    setTimeout(function () {
      call(onload);
    }, 0);
})();
