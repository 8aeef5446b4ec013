/*
 * The page's loader, as it runs in the visitor's browser (ES5: old phones' browsers parse it).
 * scripts/lib/defer-scripts.js minifies it with esbuild, replacing the UPPER_CASE names with the
 * attribute names it defines, and puts it inline in every page (why: the top of that file).
 * Not a module: it is read as text.
 */
/* global DEFERRED_ATTRIBUTE, PAYLOAD_ATTRIBUTE, STYLES_ATTRIBUTE, PENDING_ATTRIBUTE, PAGE_STYLE_ATTRIBUTE, PAYLOAD_QUEUE, PAYLOAD_BOOTSTRAP_ITEM, PAYLOAD_TEXT_ITEM */
(function (document) {
  var loader = document.currentScript;
  var scripts = JSON.parse(loader.getAttribute(DEFERRED_ATTRIBUTE));
  var payload = loader.getAttribute(PAYLOAD_ATTRIBUTE);
  var stylesheet = loader.getAttribute(STYLES_ATTRIBUTE);
  var root = document.documentElement;
  // A visit to a fragment (/#register) adds the stylesheet at once, render-blocking: the browser
  // scrolls to the fragment in the layout it first paints, which must be the styled one.
  var toFragment = stylesheet && /^#./.test(document.location.hash);

  function setShown(element, value) {
    var style = element.style;
    if (value) {
      style.setProperty('visibility', value);
      style.setProperty('content-visibility', value);
    } else {
      style.removeProperty('visibility');
      style.removeProperty('content-visibility');
    }
  }

  // Shows what follows the first screen (the other children of <main>, then what follows it) one
  // element per frame (laid out and painted at once, it was one long task that kept a slow phone
  // from answering a tap: Lighthouse's Total Blocking Time), through that element's own style: a
  // rule or an attribute on <html> would have every frame recompute the styles of the whole page.
  // Then clears those styles.
  function revealRest() {
    var elements = document.querySelectorAll('main>:not(:first-child),main~:not(script)');
    var index = 0;
    (function nextFrame() {
      if (index < elements.length) {
        setShown(elements[index++], 'visible');
        requestAnimationFrame(nextFrame);
      } else {
        root.removeAttribute(PENDING_ATTRIBUTE);
        for (index = 0; index < elements.length; index++) setShown(elements[index]);
      }
    })();
  }

  if (stylesheet && !toFragment) root.setAttribute(PENDING_ATTRIBUTE, '');

  // The scripts, async; or, with `preload`, only fetched: they are fetched alongside the payload
  // and run once it is in.
  function addScripts(preload) {
    scripts.forEach(function (url) {
      var element = document.createElement(preload ? 'link' : 'script');
      if (preload) {
        element.rel = 'preload';
        element.as = 'script';
        element.href = url;
      } else {
        element.src = url;
        element.async = true;
      }
      document.head.appendChild(element);
    });
  }

  // Next's boot reads its payload queue once: the payload goes in before its scripts run
  // (scripts/lib/framework-output.js).
  function loadPayload(attempt) {
    if (!payload) return addScripts();
    if (!attempt) addScripts(1);
    fetch(payload)
      .then(function (response) {
        if (!response.ok) throw response.status;
        return response.text();
      })
      .then(
        function (text) {
          var queue = (self[PAYLOAD_QUEUE] = self[PAYLOAD_QUEUE] || []);
          queue.push([PAYLOAD_BOOTSTRAP_ITEM]);
          queue.push([PAYLOAD_TEXT_ITEM, text]);
          addScripts();
        },
        function () {
          if (attempt < 3) setTimeout(loadPayload, 2e3 << attempt, attempt + 1);
        },
      );
  }

  // Retried 2, 4 and 8 s after a failure; a stylesheet that never loads shows the page unstyled
  // rather than hidden.
  function loadStylesheet(attempt, blocking) {
    var link = document.createElement('link');
    var pageStyle = document.querySelector('style[' + PAGE_STYLE_ATTRIBUTE + ']');
    link.rel = 'stylesheet';
    link.href = stylesheet;
    link.onload = revealRest;
    if (blocking) link.setAttribute('blocking', 'render');
    link.onerror = function () {
      link.parentNode.removeChild(link);
      if (attempt < 3) setTimeout(loadStylesheet, 2e3 << attempt, attempt + 1);
      else revealRest();
    };
    if (pageStyle) pageStyle.parentNode.insertBefore(link, pageStyle.nextSibling);
    else document.head.appendChild(link);
  }

  if (toFragment) loadStylesheet(0, 1);

  function afterFirstPaint() {
    if (stylesheet && !toFragment) loadStylesheet(0);
    loadPayload(0);
  }

  // After the first paint: in a task after the animation frame that follows the first one in which
  // <main> had content (or the document was parsed). The paint timing entry would come about
  // 200 ms later on a slow phone, and waiting for it made the form usable that much later and
  // Lighthouse's simulated first paint about 130 ms later (README "Benchmark"). A page opened in
  // a background tab gets no frames: its scripts start once it is shown.
  (function nextFrame(seen) {
    requestAnimationFrame(function () {
      if (seen) setTimeout(afterFirstPaint);
      else nextFrame(document.readyState != 'loading' || !!document.querySelector('main>*'));
    });
  })();
})(document);
