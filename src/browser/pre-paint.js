(function () {
  var levels = [75, 90, 100, 110, 125];
  var zoom = 75;
  try {
    var stored = Number(localStorage.getItem('preferredZoom'));
    if (levels.indexOf(stored) >= 0) zoom = stored;
    else localStorage.setItem('preferredZoom', String(zoom));
  } catch (error) {
    console.warn('Could not read or save the zoom preference', error);
  }
  document.documentElement.style.setProperty('--zoom', String(zoom / 100));
  document.documentElement.dataset.zoom = String(zoom);
})();
// The theme the visitor chose (src/lib/theme.ts); without a choice the page follows the system
// through CSS alone (color-scheme: light dark), so nothing is set.
(function () {
  try {
    var theme = localStorage.getItem('preferredTheme');
    if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme;
  } catch (error) {
    console.warn('Could not read the theme preference', error);
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
