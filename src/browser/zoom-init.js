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
