import createDOMPurify, { type DOMPurify } from 'dompurify';

/**
 * SVG images users upload (logos) are stored only after DOMPurify's SVG profile has rebuilt them:
 * no scripts, event handlers, foreignObject, animation of links, or references to anything outside
 * the image itself (links, external images, fonts, style sheets). Embedded raster images stay.
 */

const LOCAL_HREF = /^(#[^\s]*|data:image\/(png|jpeg|webp|gif);base64,[A-Za-z0-9+/=\s]+)$/i;
/** url(...) in attributes or style sheets: only references inside the image (#id). */
const URL_REFERENCE = /url\s*\(\s*(?!['"]?#)/i;
const UNSAFE_CSS = /@import|expression\s*\(|javascript:|behavior\s*:|-moz-binding/i;

/** The few DOM members read here (the API compiles without the DOM library's types). */
interface ParsedElement {
  localName: string;
  namespaceURI: string | null;
}
interface ParsedBody {
  children: ArrayLike<ParsedElement>;
}

let purifier: Promise<{ purify: DOMPurify; serialize: (node: Node) => string }> | null = null;

/** jsdom is loaded on the first SVG only: most requests never need it. */
function loadPurifier() {
  purifier ??= import('jsdom').then(({ JSDOM }) => {
    const { window } = new JSDOM('');
    const purify = createDOMPurify(window);
    purify.addHook('uponSanitizeAttribute', (_node, data) => {
      const name = data.attrName.toLowerCase();
      if ((name === 'href' || name === 'xlink:href') && !LOCAL_HREF.test(data.attrValue.trim())) data.keepAttr = false;
      if (URL_REFERENCE.test(data.attrValue) || UNSAFE_CSS.test(data.attrValue)) data.keepAttr = false;
    });
    purify.addHook('uponSanitizeElement', (node, data) => {
      // A style sheet that reaches outside the image loses its rules, not the drawing around it.
      if (data.tagName === 'style' && (URL_REFERENCE.test(node.textContent ?? '') || UNSAFE_CSS.test(node.textContent ?? ''))) node.textContent = '';
    });
    const serializer = new window.XMLSerializer();
    return { purify, serialize: (node: Node) => serializer.serializeToString(node) };
  });
  return purifier;
}

/** The SVG markup made safe, or null when nothing safe is left of it (not an SVG image). */
export async function sanitizeSvg(markup: string): Promise<string | null> {
  const { purify, serialize } = await loadPurifier();
  const dom = purify.sanitize(markup, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['a', 'foreignObject', 'foreignobject', 'script', 'animate', 'set', 'animateMotion', 'animateTransform'],
    // Reused symbols stay, limited like every link to the image's own ids by the hook above.
    ADD_TAGS: ['use'],
    RETURN_DOM: true,
  });
  const roots = Array.from((dom as unknown as ParsedBody).children);
  const svg = roots[0];
  if (roots.length !== 1 || !svg || svg.localName !== 'svg' || svg.namespaceURI !== 'http://www.w3.org/2000/svg') return null;
  // XML, not HTML, serialisation: the result is a standalone image file.
  return serialize(svg as unknown as Node);
}
