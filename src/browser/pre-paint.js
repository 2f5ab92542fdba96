// Scripts run: the zoom and theme controls of the top bar work, so they show from the first
// frame (src/lib/theme.ts SCRIPTED_ATTRIBUTE; hidden without scripts by src/styles/global.css).
// The zoom stored when the visitor chose one, else 75 (src/lib/zoom.ts); nothing is stored
// before a choice (src/browser/preference.ts writes it then).
(function () {
  var root = document.documentElement;
  root.setAttribute('data-scripted', '');
  var levels = [75, 90, 100, 110, 125];
  var zoom = 75;
  try {
    var stored = Number(localStorage.getItem('preferredZoom'));
    if (levels.indexOf(stored) >= 0) zoom = stored;
  } catch (error) {
    console.warn('Could not read the zoom preference', error);
  }
  root.style.setProperty('--zoom', String(zoom / 100));
  root.dataset.zoom = String(zoom);
})();
// The theme the visitor chose (src/lib/theme.ts), and the browser's bar in its colour: of the
// theme-color tags (one per theme, above this script) only the chosen theme's applies. Without
// a choice the page follows the system through CSS alone (color-scheme: light dark), so nothing
// is set.
(function () {
  var theme;
  try {
    theme = localStorage.getItem('preferredTheme');
  } catch (error) {
    console.warn('Could not read the theme preference', error);
  }
  if (theme !== 'light' && theme !== 'dark') return;
  document.documentElement.dataset.theme = theme;
  var tags = document.querySelectorAll('meta[name="theme-color"][data-scheme]');
  for (var i = 0; i < tags.length; i++) {
    tags[i].setAttribute('media', tags[i].getAttribute('data-scheme') === theme ? 'all' : 'not all');
  }
})();
// A cross-document view transition the browser gives up on (the visitor navigated again while
// the page was being revealed) rejects its promises; the page itself is fine, so they are handled.
(function () {
  function settle(event) {
    var transition = event.viewTransition;
    if (!transition) return;
    var ignore = function () {};
    transition.ready.catch(ignore);
    transition.finished.catch(ignore);
    transition.updateCallbackDone.catch(ignore);
  }
  window.addEventListener('pagereveal', settle);
  window.addEventListener('pageswap', settle);
  // Chromium may reject a transition's promise before either event hands it over (a page restored
  // from the back/forward cache while its transition was being revealed): that rejection alone.
  window.addEventListener('unhandledrejection', function (event) {
    var reason = event.reason;
    if (reason instanceof DOMException && /^Transition was (aborted|skipped)/.test(reason.message)) {
      event.preventDefault();
    }
  });
})();
