import { describe, expect, it } from 'vitest';
import { renderMarkdown, sanitizeContentHtml } from './markdown.ts';

/** Hostile bodies: whatever they hold, the HTML keeps no script, handler, frame or script URL. */
const hostile: [string, string][] = [
  ['a script tag', 'Hello <script>alert(document.cookie)</script> world'],
  ['a script tag in mixed case', '<ScRiPt src="https://evil.example/x.js"></ScRiPt>'],
  ['an onerror handler', '<img src="/media/pages/x" onerror="alert(1)">'],
  ['an onclick on an allowed tag', '<p onclick="alert(1)">tap</p>'],
  ['an svg onload', '<svg onload="alert(1)"><circle r="4"/></svg>'],
  ['a markdown javascript: link', '[win a prize](javascript:alert(1))'],
  ['an entity-encoded javascript: link', '<a href="&#106;avascript:alert(1)">e</a>'],
  ['a javascript: link with a tab in it', '<a href="java\tscript:alert(1)">t</a>'],
  ['a vbscript: link', '<a href="vbscript:msgbox(1)">v</a>'],
  ['a data: link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">d</a>'],
  ['a data: image', '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)'],
  ['an iframe', '<iframe src="https://evil.example"></iframe>'],
  ['an object and an embed', '<object data="x.swf"></object><embed src="x.swf">'],
  ['a style tag and attribute', '<style>body{display:none}</style><p style="position:fixed">x</p>'],
  ['a form', '<form action="https://evil.example"><input name="otp"><button>go</button></form>'],
  ['a meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example">'],
  ['a base tag', '<base href="https://evil.example/">'],
  ['an unclosed attribute trick', '<a href="/x" title="a" onmouseover="alert(1)"">x</a>'],
];

describe('renderMarkdown with hostile input', () => {
  it.each(hostile)('drops %s', (_name, markdown) => {
    const html = renderMarkdown(markdown);
    expect(html).not.toMatch(/<script|<iframe|<object|<embed|<style|<form|<input|<meta|<base|<svg/i);
    // Inside a tag (escaped text such as `&lt;a onclick=` is harmless and may stay).
    expect(html).not.toMatch(/<[^>]*\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/<[^>]*(javascript:|vbscript:|data:)/i);
    expect(html).not.toMatch(/<[^>]*style=/i);
  });

  it('drops the text of a script, not only its tags', () => {
    expect(renderMarkdown('a <script>alert("owned")</script> b')).toBe('<p>a  b</p>');
  });

  it('refuses protocol-relative links, which would leave the site without a scheme', () => {
    expect(renderMarkdown('<a href="//evil.example/x">x</a>')).toBe('<p><a>x</a></p>');
  });
});

describe('renderMarkdown links', () => {
  it('opens absolute web links in a new tab without a handle on the page', () => {
    expect(renderMarkdown('[permits](https://example.org/permits)')).toBe(
      '<p><a href="https://example.org/permits" rel="noopener noreferrer" target="_blank">permits</a></p>',
    );
  });

  it('keeps site paths, mail and phone links as they are, without a target', () => {
    expect(renderMarkdown('[packages](/package/kailash-mansarovar) [mail](mailto:care@example.in) [call](tel:+911140000000)')).toBe(
      '<p><a href="/package/kailash-mansarovar">packages</a> <a href="mailto:care@example.in">mail</a> <a href="tel:+911140000000">call</a></p>',
    );
  });

  it('replaces a target or rel the body sets itself', () => {
    expect(sanitizeContentHtml('<a href="/x" target="_top" rel="opener">x</a>')).toBe('<a href="/x">x</a>');
    expect(sanitizeContentHtml('<a href="https://a.example" target="_self" rel="opener">x</a>')).toBe(
      '<a href="https://a.example" rel="noopener noreferrer" target="_blank">x</a>',
    );
  });
});

describe('renderMarkdown formatting', () => {
  it('keeps headings (h1 becomes h2), lists, tables, code and images from the media host', () => {
    const html = renderMarkdown('# Route\n\n- Day 1\n- Day 2\n\n| Tier | Fee |\n|:-|-:|\n| 30 days | 25% |\n\n`code`\n\n![Mansarovar](/media/pages/about-us)');
    expect(html).toContain('<h2>Route</h2>');
    expect(html).toContain('<li>Day 1</li>');
    expect(html).toContain('<td align="right">25%</td>');
    expect(html).toContain('<code>code</code>');
    expect(html).toContain('<img src="/media/pages/about-us" alt="Mansarovar" />');
  });

  it('allows https images but not plain http ones', () => {
    expect(renderMarkdown('![a](https://cdn.example/a.png) ![b](http://cdn.example/b.png)')).toBe(
      '<p><img src="https://cdn.example/a.png" alt="a" /> <img alt="b" /></p>',
    );
  });
});
