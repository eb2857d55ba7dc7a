import type { LanguageCode } from '@erep/shared/schemas';
import { formatDay, visitorLocale } from '@erep/shared/visitor';
import { escapeHtml, fillText } from '../../lib/html';
import type { SiteModel } from './service';
import { SITE_TEXTS } from './texts';

const LANGS: LanguageCode[] = ['fr', 'en', 'sp'];
const htmlLang = (l: LanguageCode) => (l === 'sp' ? 'es' : l);

/** The site's own styles on top of the visitor pages' (no script at all on this page). */
export const SITE_CSS = `.ms-nav{display:flex;gap:.5rem;overflow-x:auto;padding:.5rem 0;margin:0;list-style:none}.ms-nav a{display:inline-block;padding:.4rem .8rem;border-radius:999px;background:var(--color-primary-light,#eef);color:inherit;text-decoration:none;white-space:nowrap}.ms-sec{margin:1rem 0;scroll-margin-top:1rem}.ms-menu{list-style:none;margin:0;padding:0}.ms-menu li{display:flex;justify-content:space-between;gap:1rem;padding:.5rem 0;border-bottom:1px solid #ddd}.ms-menu small{display:block;color:#555}.ms-price{font-weight:600;white-space:nowrap}.ms-reviews{list-style:none;margin:0;padding:0}.ms-reviews li{padding:.6rem 0;border-bottom:1px solid #ddd}.ms-badge{display:inline-block;font-size:.8rem;padding:.1rem .5rem;border-radius:999px;background:#eee;margin-left:.5rem}.ms-dl dt{font-weight:600;margin-top:.5rem}.ms-dl dd{margin:0;white-space:pre-line}.ms-links{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:.5rem}.ms-links a,.ms-cta{display:inline-block;padding:.5rem .9rem;border-radius:.5rem;background:var(--color-primary,#2d3e8c);color:var(--color-on-primary,#fff);text-decoration:none}.ms-note{font-size:.9rem;color:#444}.ms-files{list-style:none;margin:0;padding:0}.ms-files li{padding:.5rem 0;border-bottom:1px solid #ddd;overflow-wrap:anywhere}.ms-files small{display:block;color:#555}.ms-sec h3{font-size:1rem;margin:1rem 0 .25rem}`;

function stars(rating: number): string {
  return '★'.repeat(rating) + '☆'.repeat(5 - rating);
}

function money(value: number, lang: LanguageCode): string {
  return new Intl.NumberFormat(visitorLocale(lang), { style: 'currency', currency: 'EUR' }).format(value);
}

const TYPE_NAMES: Record<string, string> = { 'application/pdf': 'PDF', 'image/jpeg': 'JPEG', 'image/png': 'PNG', 'image/webp': 'WebP' };

/** A file size in the visitor's language: "850 ko", "1,2 Mo" / "850 kB", "1.2 MB". */
function fileSize(bytes: number, lang: LanguageCode): string {
  const mega = bytes >= 1024 * 1024;
  const value = mega ? bytes / (1024 * 1024) : Math.max(1, Math.round(bytes / 1024));
  return new Intl.NumberFormat(visitorLocale(lang), { style: 'unit', unit: mega ? 'megabyte' : 'kilobyte', unitDisplay: 'short', maximumFractionDigits: mega ? 1 : 0 }).format(value);
}

/** The published files with their kind, type and size; each link downloads the file. */
function filesList(model: SiteModel, t: (typeof SITE_TEXTS)[LanguageCode], lang: LanguageCode): string {
  if (model.files.length === 0) return '';
  const items = model.files
    .map(
      (f) =>
        `<li data-testid="site-file"><a href="${escapeHtml(f.url)}" download="${escapeHtml(f.name)}">${escapeHtml(f.name)}</a><small>${escapeHtml([t.fileKinds[f.kind], TYPE_NAMES[f.contentType] ?? '', fileSize(f.size, lang)].filter(Boolean).join(' · '))}</small></li>`,
    )
    .join('');
  return `<h3 id="files-title">${escapeHtml(t.files)}</h3><ul class="ms-files" aria-labelledby="files-title" data-testid="site-files">${items}</ul>`;
}

function section(id: string, title: string, content: string): string {
  return `<section class="pf-card ms-sec" id="${id}" aria-labelledby="${id}-title" data-testid="site-${id}"><h2 id="${id}-title">${escapeHtml(title)}</h2>${content}</section>`;
}

export function renderSite(model: SiteModel, lang: LanguageCode, path: string): { title: string; body: string } {
  const t = SITE_TEXTS[lang];
  const shown = new Set(model.settings.sections);
  const parts: { id: string; title: string; html: string }[] = [];

  if (shown.has('menus')) {
    const items = model.settings.menuItems.length
      ? `<ul class="ms-menu">${model.settings.menuItems
          .map(
            (item) =>
              `<li><span>${escapeHtml(item.name)}${item.description ? `<small>${escapeHtml(item.description)}</small>` : ''}</span>${item.price === null || item.price === undefined ? '' : `<span class="ms-price">${escapeHtml(money(item.price, lang))}</span>`}</li>`,
          )
          .join('')}</ul>`
      : '';
    const file = model.menuFile
      ? `<p><a class="ms-cta" data-testid="site-menu-file" href="${escapeHtml(model.menuFile.url)}">${escapeHtml(fillText(t.menuFile, { name: model.menuFile.name }))}</a></p>`
      : '';
    const files = filesList(model, t, lang);
    parts.push({ id: 'menus', title: t.menus, html: items || file || files ? `${items}${file}${files}` : `<p>${escapeHtml(t.menuEmpty)}</p>` });
  }

  if (shown.has('infos')) {
    const e = model.establishment;
    const address = [e.address, [e.zip, e.city].filter(Boolean).join(' '), e.country].filter((x) => x && x.trim()).join(', ');
    const map = address ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(`${e.name}, ${address}`)}` : null;
    const rows = [
      address ? `<dt>${escapeHtml(t.address)}</dt><dd>${escapeHtml(address)}${map ? ` — <a href="${escapeHtml(map)}" rel="noopener">${escapeHtml(t.map)}</a>` : ''}</dd>` : '',
      model.settings.openingHours ? `<dt>${escapeHtml(t.hours)}</dt><dd>${escapeHtml(model.settings.openingHours)}</dd>` : '',
      model.settings.phone ? `<dt>${escapeHtml(t.phone)}</dt><dd><a href="tel:${escapeHtml(model.settings.phone.replace(/[^0-9+]/g, ''))}">${escapeHtml(model.settings.phone)}</a></dd>` : '',
    ].join('');
    parts.push({ id: 'infos', title: t.infos, html: `<dl class="ms-dl">${rows}</dl>` });
  }

  if (shown.has('reviews')) {
    const list = model.reviews.length
      ? `<ul class="ms-reviews">${model.reviews
          .map(
            (r) =>
              `<li><span aria-hidden="true">${stars(r.rating)}</span><span class="pf-sr">${escapeHtml(fillText(t.stars, { value: r.rating }))}</span><span class="ms-badge">${escapeHtml(r.withAdvantage ? t.withAdvantage : t.withoutAdvantage)}</span>${r.comment ? `<p>${escapeHtml(r.comment)}</p>` : ''}<small>${escapeHtml([r.firstname?.trim(), formatDay(r.visitDay, lang)].filter(Boolean).join(' · '))}</small></li>`,
          )
          .join('')}</ul>`
      : `<p>${escapeHtml(t.reviewsEmpty)}</p>`;
    parts.push({ id: 'reviews', title: t.reviews, html: `<p class="ms-note" data-testid="site-disclosure">${escapeHtml(t.disclosure)}</p>${list}` });
  }

  if (shown.has('offers')) {
    const list = model.offers.length
      ? `<ul class="ms-reviews">${model.offers
          .map((o) => {
            const texts = o.texts[lang];
            return `<li><b>${escapeHtml(texts.title)}</b>${o.soldOut ? `<span class="ms-badge">${escapeHtml(t.soldOut)}</span>` : ''}${o.offeredBy ? `<small>${escapeHtml(fillText(t.offeredBy, { name: o.offeredBy }))}</small>` : ''}${texts.description ? `<p>${escapeHtml(texts.description)}</p>` : ''}<small>${escapeHtml(fillText(t.validity, { days: o.validityDays }))}</small></li>`;
          })
          .join('')}</ul><p class="ms-note">${escapeHtml(t.offersNote)}</p><p><a class="ms-cta" href="/public/${escapeHtml(model.customer.tag)}/establishment/${model.establishment.id}/feedback?lang=${lang}">${escapeHtml(t.leaveReview)}</a></p>`
      : `<p>${escapeHtml(t.offersEmpty)}</p>`;
    parts.push({ id: 'offers', title: t.offers, html: list });
  }

  if (shown.has('follow')) {
    const links = model.links.length
      ? `<ul class="ms-links">${model.links.map((l) => `<li><a href="${escapeHtml(l.url)}" rel="noopener">${escapeHtml(l.name)}</a></li>`).join('')}</ul>`
      : `<p>${escapeHtml(t.followEmpty)}</p>`;
    parts.push({ id: 'follow', title: t.follow, html: links });
  }

  const logo = model.customer.logo ? `<img src="${escapeHtml(model.customer.logo)}" alt="" width="40" height="40">` : '';
  const langs = LANGS.map(
    (l) => `<li><a href="${escapeHtml(`${path}?lang=${l}`)}" hreflang="${htmlLang(l)}" lang="${htmlLang(l)}"${l === lang ? ' aria-current="true"' : ''}>${l.toUpperCase()}</a></li>`,
  ).join('');
  const nav = parts.length ? `<nav aria-label="${escapeHtml(t.sectionsNav)}"><ul class="ms-nav">${parts.map((p) => `<li><a href="#${p.id}">${escapeHtml(p.title)}</a></li>`).join('')}</ul></nav>` : '';
  const body = `<header class="pf-top"><div class="pf-brand">${logo}<b data-testid="brand-name">${escapeHtml(model.establishment.name)}</b></div><nav aria-label="${escapeHtml(t.language)}"><ul class="pf-langs">${langs}</ul></nav></header><main class="pf-page" id="main" data-testid="mobile-site"><div class="pf-wrap"><h1>${escapeHtml(model.establishment.name)}</h1>${nav}${parts.map((p) => section(p.id, p.title, p.html)).join('')}</div></main>`;
  return { title: `${model.establishment.name} – ${t.title}`, body };
}

export function renderSiteNotFound(lang: LanguageCode): { title: string; body: string } {
  const t = SITE_TEXTS[lang];
  return { title: t.notFound, body: `<main class="pf-page" id="main"><div class="pf-wrap"><section class="pf-card"><h1>${escapeHtml(t.notFound)}</h1><p>${escapeHtml(t.notFoundLead)}</p></section></div></main>` };
}
