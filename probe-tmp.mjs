import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 320, height: 640 } });
await page.addInitScript(() => localStorage.setItem('preferredZoom', '125'));
for (const path of process.argv.slice(2)) {
  await page.goto('http://127.0.0.1:43399' + path);
  await page.waitForTimeout(1500);
  const out = await page.evaluate(() => {
    const vw = document.documentElement.clientWidth;
    const res = [];
    for (const el of document.querySelectorAll('body *')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0) continue;
      if (r.right > vw + 1) {
        // report only if the parent doesn't overflow too (the deepest origin)
        const kids = [...el.children].some(c => c.getBoundingClientRect().right > vw + 1);
        if (!kids) res.push(`${el.tagName}.${String(el.className).slice(0,90)} right=${Math.round(r.right)} w=${Math.round(r.width)} text=${(el.textContent||'').trim().slice(0,30)}`);
      }
    }
    return { vw, sw: document.documentElement.scrollWidth, res: res.slice(0, 12) };
  });
  console.log(path, JSON.stringify(out, null, 1));
}
await browser.close();
