import { expect, test } from './fixtures.ts';
import { expectAccessible, expectPinnedBarsOnTop } from './helpers.ts';

/**
 * The page checks other specs rely on can fail: each meets a page with the fault it looks for. They run inside
 * the page (axe and a hit-test pass), so a change that makes them faster must keep them finding these.
 */

const page = (body: string) => `<!doctype html><html lang="en"><head><title>Check</title>
  <style>body { margin: 0; font: 16px sans-serif; } header { position: sticky; top: 0; height: 56px;
  background: #fff; z-index: 1; } section { height: 700px; }</style></head>
  <body><header>Roteiro</header><main><h1>A page</h1>${body}</main></body></html>`;

test('the pinned-bar check finds content drawn over a sticky bar, also content that appears on scrolling', async ({
  page: tab,
}) => {
  await tab.setViewportSize({ width: 360, height: 780 });
  await tab.setContent(page('<section>Text</section><section>Text</section>'));
  await expectPinnedBarsOnTop(tab, 'a clean page');

  // A card raised above the header, far down the page: under the header only once scrolled there.
  await tab.setContent(
    page(
      '<section></section><section><div style="position: relative; z-index: 5; height: 60px">Card</div></section><section></section>',
    ),
  );
  await expect(expectPinnedBarsOnTop(tab, 'a raised card')).rejects.toThrow(
    /content drawn over a pinned bar/,
  );

  // The same card, drawn only once its place comes on screen (as the meeting point's map is).
  await tab.setContent(
    page(`<section></section><section><div id="later" style="height: 60px"></div></section><section></section>
      <script>new IntersectionObserver((entries) => { if (entries[0].isIntersecting) {
        const card = document.getElementById('later'); card.style.position = 'relative'; card.style.zIndex = '5';
        card.textContent = 'Map'; } }).observe(document.getElementById('later'));</script>`),
  );
  await expect(expectPinnedBarsOnTop(tab, 'a card drawn on scrolling')).rejects.toThrow(
    /content drawn over a pinned bar/,
  );
});

test('the accessibility check finds text without enough contrast and a button without a name', async ({
  page: tab,
}) => {
  await tab.setContent(page('<p>Readable text.</p>'));
  await expectAccessible(tab, 'a clean page');

  await tab.setContent(page('<p style="color: #bbb; background: #fff">Pale text.</p>'));
  await expect(expectAccessible(tab, 'pale text')).rejects.toThrow(/color-contrast \(serious\)/);

  await tab.setContent(page('<button></button>'));
  await expect(expectAccessible(tab, 'a nameless button')).rejects.toThrow(/button-name \(critical\)/);
});
