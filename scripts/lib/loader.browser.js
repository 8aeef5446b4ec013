// The page's loader, in ES5 for old phones; defer-scripts.js (which says why) sets its UPPER_CASE names, minifies and inlines it.
/* global DEFERRED_ATTRIBUTE, PAYLOAD_ATTRIBUTE, STYLES_ATTRIBUTE, PENDING_ATTRIBUTE, PAGE_STYLE_ATTRIBUTE, PAYLOAD_QUEUE, PAYLOAD_BOOTSTRAP_ITEM, PAYLOAD_TEXT_ITEM */
(function (document) {
  var loader = document.currentScript;
  var scripts = loader.getAttribute(DEFERRED_ATTRIBUTE).match(/\S+/g) || [];
  var payload = loader.getAttribute(PAYLOAD_ATTRIBUTE);
  var stylesheet = loader.getAttribute(STYLES_ATTRIBUTE);
  var root = document.documentElement;
  // On a visit to a fragment (/#register) the stylesheet comes at once, render-blocking: the
  // browser scrolls to it in the layout it first paints, which must be the styled one.
  var toFragment = stylesheet && /^#./.test(document.location.hash);

  // Where content-visibility is unknown (Chrome before 85, Safari before 18, Firefox before 125) it is only an expando; '' removes both.
  function setShown(element, value) {
    element.style.visibility = element.style.contentVisibility = value || '';
  }

  // Shows what follows the first screen an element per frame (at once, one long task), through each
  // element's own style (a rule on <html> would restyle the whole page every frame), then clears it.
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

  // With `preload`, only fetched: alongside the payload, to run once it is in.
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

  // Next's boot reads its payload queue once: the payload goes in before its scripts run. A failed
  // fetch is retried 2, 4 and 8 s later.
  function loadPayload(attempt) {
    if (!payload) return addScripts();
    if (!attempt) addScripts(1);
    fetch(payload)
      .then(function (response) {
        if (!response.ok) throw response.status;
        return response.text();
      })
      .then(function (text) {
        var queue = (self[PAYLOAD_QUEUE] = self[PAYLOAD_QUEUE] || []);
        queue.push([PAYLOAD_BOOTSTRAP_ITEM]);
        queue.push([PAYLOAD_TEXT_ITEM, text]);
        addScripts();
      }, function () {
        if (attempt < 3) setTimeout(loadPayload, 2e3 << attempt, attempt + 1);
      });
  }

  // Retried the same way; a stylesheet that never loads leaves the page unstyled rather than hidden.
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

  // First paint: a task after the frame following the first with content in <main> (or parsed); the
  // paint timing entry comes ~200 ms later on a slow phone. A background tab starts once shown.
  (function nextFrame(seen) {
    requestAnimationFrame(function () {
      if (seen) setTimeout(afterFirstPaint);
      else nextFrame(document.readyState != 'loading' || !!document.querySelector('main>*'));
    });
  })();
})(document);
