/**
 * Logos rendered at build time cannot use React's onError: hide any that failed to load, so
 * the first-letter placeholder under it shows (spec 001 §8). Covers images that failed before
 * this script ran, and later ones.
 */
const hide = (img: HTMLImageElement) => {
  img.hidden = true;
};

document.querySelectorAll<HTMLImageElement>('img[data-tool-logo]').forEach((img) => {
  if (img.complete && img.naturalWidth === 0) hide(img);
});
document.addEventListener(
  'error',
  (event) => {
    if (event.target instanceof HTMLImageElement && event.target.matches('img[data-tool-logo]')) hide(event.target);
  },
  true,
);
