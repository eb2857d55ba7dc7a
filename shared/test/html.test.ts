import { sanitizeHtml } from '@erep/shared/html';

const KEPT = new Set(['H2', 'H3', 'H4', 'P', 'BR', 'HR', 'UL', 'OL', 'LI', 'STRONG', 'EM', 'B', 'I', 'U', 'BLOCKQUOTE', 'A']);

/** What a browser builds from the output: only allowed elements, only a safe href and rel. */
function expectInert(output: string): void {
  const doc = new DOMParser().parseFromString(`<div id="root">${output}</div>`, 'text/html');
  const root = doc.getElementById('root');
  expect(root).not.toBeNull();
  for (const el of root?.querySelectorAll('*') ?? []) {
    expect(KEPT.has(el.tagName), `${el.tagName} in ${output}`).toBe(true);
    for (const attr of el.attributes) {
      expect(['href', 'rel'], `${attr.name} in ${output}`).toContain(attr.name);
      if (attr.name === 'href') expect(attr.value).toMatch(/^(https?:\/\/|mailto:)/i);
    }
  }
  expect(doc.body.children).toHaveLength(1);
}

const ATTACKS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<form action="https://evil.example"><input name="password"><button>Go</button></form>',
  '<style>body{display:none}</style><p>hi</p>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="java&#115;cript:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  '<p onclick="alert(1)" style="color:red">x</p>',
  '<iframe src="https://evil.example"></iframe>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<p>unclosed <strong>bold <a href="https://ok.example">link',
  '</div><script>alert(1)</script>',
  '<<script>script>alert(1)<</script>/script>',
  '<!--><img src=x onerror=alert(1)>-->',
  '<p title="a>b<img src=x onerror=alert(1)>">x</p>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<textarea><script>alert(1)</script></textarea>',
  '<base href="https://evil.example/">',
  '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<a href="https://ok.example" target="_blank" onmouseover="alert(1)">ok</a>',
  '<h1>Title</h1><h2>Section</h2>',
  '&lt;script&gt;alert(1)&lt;/script&gt; & < > "',
  '<scr<script>ipt>alert(1)</script>',
];

describe('sanitizeHtml', () => {
  it.each(ATTACKS)('leaves nothing active in %s', (attack) => {
    const output = sanitizeHtml(attack);
    expectInert(output);
    expect(output).not.toMatch(/<(script|img|svg|form|input|style|iframe|base|meta|link|details|textarea|button)/i);
    expect(output).not.toMatch(/\son[a-z]+=/i);
    expect(output).not.toMatch(/javascript:/i);
  });

  it('keeps the terms formatting: headings, paragraphs, lists, emphasis and safe links', () => {
    const html =
      '<h2>Terms</h2><p>Read <strong>all</strong> of <em>this</em>.<br>Thanks</p><ul><li>One</li><li>Two</li></ul><p><a href="https://example.com/cgv?a=1&amp;b=2">CGV</a> <a href="mailto:legal@example.com">mail</a></p>';
    expect(sanitizeHtml(html)).toBe(
      '<h2>Terms</h2><p>Read <strong>all</strong> of <em>this</em>.<br>Thanks</p><ul><li>One</li><li>Two</li></ul><p><a href="https://example.com/cgv?a=1&amp;b=2" rel="noopener noreferrer nofollow">CGV</a> <a href="mailto:legal@example.com" rel="noopener noreferrer nofollow">mail</a></p>',
    );
  });

  it('drops forms, inputs and styles the previous profile kept, with their content where it is code', () => {
    expect(sanitizeHtml('<form><label>Password <input type="password"></label></form><style>p{}</style><p>ok</p>')).toBe('Password <p>ok</p>');
  });

  it('closes what it opened and ignores stray closing tags', () => {
    expect(sanitizeHtml('<p>a <strong>b</p> c</strong></li>')).toBe('<p>a <strong>b</strong></p> c');
  });

  it('shifts headings under the page heading when asked', () => {
    expect(sanitizeHtml('<h2>A</h2><h3>B</h3><h1>C</h1>', { minHeading: 3 })).toBe('<h3>A</h3><h3>B</h3>C');
  });
});
