import { describe, expect, it } from 'vitest';
import { activitiesBySlug, renderArticle } from './blog-markdown.ts';

const sintra = { id: '0b6f7c1e-2f7a-4d7e-9a51-3b1d2c4e5f60', title: 'Sintra palaces full-day tour' };
const activities = activitiesBySlug([sintra]);
const render = (body: string) => renderArticle(body, activities);

describe('renderArticle', () => {
  it('renders Markdown: headings, emphasis, lists and links', () => {
    const { html } = render(
      '## Morning\n\nTake the **train** from Rossio.\n\n- Pena\n- Regaleira\n\n[CP](https://www.cp.pt)',
    );
    expect(html).toContain('<h2>Morning</h2>');
    expect(html).toContain('<strong>train</strong>');
    expect(html).toContain('<li>Pena</li>');
    expect(html).toContain('<a href="https://www.cp.pt" rel="nofollow noopener noreferrer">CP</a>');
  });

  it('turns an activity link into the details path of the public activity', () => {
    const rendered = render('Book the [full-day tour](activity:sintra-palaces-full-day-tour).');
    const path = `/details/${sintra.id}/sintra-palaces-full-day-tour`;
    expect(rendered.html).toContain(`<a href="${path}">full-day tour</a>`);
    expect(rendered.activities).toEqual([{ ...sintra, path }]);
    expect(rendered.unresolved).toEqual([]);
  });

  it('leaves a link to an activity that is not public as plain text, and reports it', () => {
    const rendered = render('See [the hidden one](activity:hidden-tour) today.');
    expect(rendered.html).toBe('<p>See the hidden one today.</p>\n');
    expect(rendered.activities).toEqual([]);
    expect(rendered.unresolved).toEqual(['hidden-tour']);
  });

  it('never lets raw HTML, event handlers or script links through', () => {
    const { html } = render(
      [
        '<script>alert(1)</script>',
        '<img src=x onerror="alert(2)">',
        '[click](javascript:alert(3))',
        '[data](data:text/html;base64,PHNjcmlwdD4=)',
        '![x](javascript:alert(4))',
        '[proto](//evil.example/x)',
        '<a href="javascript:alert(5)">raw</a>',
      ].join('\n\n'),
    );
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<img[^>]*onerror/i);
    expect(html).not.toMatch(/<[a-z]+[^>]*\son[a-z]+=/i);
    expect(html).not.toMatch(/href="(?:javascript|data):/i);
    expect(html).not.toMatch(/src="javascript:/i);
    expect(html).not.toContain('href="//evil.example');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('loads images lazily and keeps site images', () => {
    const { html } = render('![Pena Palace](/media/blog/x/card.webp)');
    expect(html).toContain('<img src="/media/blog/x/card.webp" alt="Pena Palace" loading="lazy">');
  });

  it("shows another site's image as a link to it: the pages load images from the app only (CSP)", () => {
    const { html } = render(
      '![Sintra fog](https://images.example/sintra.jpg) and ![](http://x.example/a.png)',
    );
    expect(html).not.toContain('<img');
    expect(html).toContain(
      '<a href="https://images.example/sintra.jpg" rel="nofollow noopener noreferrer">Sintra fog</a>',
    );
    expect(html).toContain(
      '<a href="http://x.example/a.png" rel="nofollow noopener noreferrer">http://x.example/a.png</a>',
    );
  });
});
