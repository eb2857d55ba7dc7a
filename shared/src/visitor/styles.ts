/**
 * Styles of the public pages, kept as one string: the server inlines it into the pre-rendered
 * feedback page (so it paints before any script) and the remote injects the same rules, so the
 * take-over does not move anything on screen.
 */
export const PUBLIC_CSS = `
.pf-page *,.pf-page *::before,.pf-page *::after{box-sizing:border-box}
.pf-page{min-height:100vh;background:var(--color-background,#f4f7fe);color:#1f2937;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;line-height:1.5;padding:16px 12px 48px}
.pf-wrap{max-width:560px;margin:0 auto}
.pf-wide{max-width:960px}
.pf-top{display:flex;align-items:center;justify-content:space-between;gap:12px;margin-bottom:16px;flex-wrap:wrap}
.pf-brand{display:flex;align-items:center;gap:10px;min-width:0}
.pf-brand img{width:40px;height:40px;border-radius:10px;flex:none}
.pf-brand b{font-size:1rem;color:var(--color-title,#111827);overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.pf-langs{display:flex;gap:4px;list-style:none;margin:0;padding:0}
.pf-langs a,.pf-langs button{display:inline-block;min-width:44px;min-height:44px;padding:10px 8px;border-radius:8px;border:1px solid #d1d5db;background:#fff;color:#1f2937;font:inherit;font-size:.875rem;text-align:center;text-decoration:none;cursor:pointer}
.pf-langs [aria-current=true]{background:var(--color-primary,#2563eb);color:var(--color-on-primary,#fff);border-color:var(--color-primary,#2563eb)}
.pf-card{background:#fff;border-radius:12px;box-shadow:0 1px 3px rgb(16 24 40/10%);padding:20px 16px;margin-bottom:16px}
.pf-card h1{font-size:1.5rem;line-height:1.25;margin:0 0 4px;color:var(--color-title,#111827)}
.pf-card h2{font-size:1.125rem;margin:0 0 8px;color:var(--color-title,#111827)}
.pf-lead{margin:0 0 16px;color:#4b5563}
.pf-note{padding:10px 12px;border-radius:8px;background:#fff7e6;color:#6b4500;margin:0 0 16px}
.pf-alert{padding:10px 12px;border-radius:8px;background:#fdecec;color:#8a1c1c;margin:0 0 16px;border:1px solid #f3b4b4}
.pf-ok{padding:10px 12px;border-radius:8px;background:#e8f5e9;color:#1b5e20;margin:0 0 16px}
.pf-form{display:grid;gap:14px}
.pf-fieldset{border:0;margin:0;padding:0;min-width:0}
.pf-fieldset legend{font-weight:600;margin-bottom:6px;padding:0}
.pf-rating{display:grid;grid-template-columns:repeat(5,1fr);gap:6px}
.pf-rating label{position:relative;display:flex;flex-direction:column;align-items:center;gap:2px;padding:8px 2px;border:1px solid #d1d5db;border-radius:10px;background:#fff;cursor:pointer;font-size:.75rem;text-align:center;min-height:64px}
.pf-rating input{position:absolute;opacity:0;width:1px;height:1px}
.pf-rating .pf-face{font-size:1.5rem;line-height:1.2}
.pf-rating input:checked+span{font-weight:700}
.pf-rating label:has(input:checked){border-color:var(--color-primary,#2563eb);background:var(--color-primary-light,#d3e0fb);box-shadow:inset 0 0 0 1px var(--color-primary,#2563eb)}
.pf-rating label:has(input:focus-visible){outline:3px solid var(--color-primary,#2563eb);outline-offset:2px}
.pf-row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
@media (max-width:420px){.pf-row{grid-template-columns:1fr}}
.pf-field{display:grid;gap:4px;min-width:0}
.pf-field label,.pf-label{font-weight:600;font-size:.875rem}
.pf-field input,.pf-field select,.pf-field textarea{width:100%;min-height:44px;padding:10px 12px;border:1px solid #9ca3af;border-radius:8px;font:inherit;background:#fff;color:#1f2937}
.pf-field textarea{min-height:96px;resize:vertical}
.pf-field input:focus-visible,.pf-field select:focus-visible,.pf-field textarea:focus-visible,.pf-button:focus-visible,.pf-link:focus-visible,.pf-check input:focus-visible{outline:3px solid var(--color-primary,#2563eb);outline-offset:2px}
.pf-field [aria-invalid=true]{border-color:#c62828}
.pf-hint{font-size:.8125rem;color:#4b5563}
.pf-error{font-size:.8125rem;color:#b71c1c;font-weight:600}
.pf-check{display:flex;gap:10px;align-items:flex-start}
.pf-check input{width:22px;height:22px;margin:2px 0 0;flex:none}
.pf-options{display:grid;gap:8px}
.pf-option{display:flex;gap:10px;align-items:flex-start;padding:10px 12px;border:1px solid #d1d5db;border-radius:10px;cursor:pointer}
.pf-option input{width:20px;height:20px;margin:2px 0 0;flex:none}
.pf-option small{display:block;color:#4b5563}
.pf-offered{display:block;color:#4b5563;font-size:.875rem}
.pf-option[aria-disabled=true]{opacity:.7;cursor:not-allowed}
.pf-button{display:inline-flex;align-items:center;justify-content:center;gap:8px;width:100%;min-height:48px;padding:12px 16px;border:0;border-radius:10px;background:var(--color-primary,#2563eb);color:var(--color-on-primary,#fff);font:inherit;font-weight:700;cursor:pointer;text-decoration:none}
.pf-button[disabled]{opacity:.7;cursor:progress}
.pf-button.pf-secondary{background:#fff;color:#1f2937;border:1px solid #9ca3af}
.pf-links{display:grid;gap:8px;list-style:none;margin:0;padding:0}
.pf-link{display:flex;justify-content:space-between;align-items:center;min-height:48px;padding:12px 14px;border:1px solid #d1d5db;border-radius:10px;color:#1f2937;text-decoration:none;font-weight:600;background:#fff}
.pf-small{font-size:.8125rem;color:#4b5563}
.pf-small a,.pf-card a.pf-inline{color:#1d4ed8}
.pf-code{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:1.75rem;letter-spacing:.15em;font-weight:700;text-align:center;margin:8px 0}
.pf-qr{display:flex;justify-content:center;margin:12px 0}
.pf-qr svg{width:200px;height:200px}
.pf-camera{display:block;width:100%;max-width:360px;margin:8px 0;border-radius:8px;background:#000}
.pf-state{display:inline-block;padding:4px 10px;border-radius:999px;font-weight:700;font-size:.875rem}
.pf-state-active{background:#e8f5e9;color:#1b5e20}
.pf-state-expired,.pf-state-sold_out{background:#fdecec;color:#8a1c1c}
.pf-state-validated{background:#e3f2fd;color:#0d47a1}
.pf-staff{display:flex;flex-wrap:wrap;gap:6px;list-style:none;margin:0;padding:0}
.pf-staff a{display:inline-block;padding:8px 12px;min-height:44px;border-radius:999px;border:1px solid #d1d5db;color:#1f2937;text-decoration:none;font-size:.875rem}
.pf-staff a[aria-current=page]{background:var(--color-primary,#2563eb);color:var(--color-on-primary,#fff)}
.pf-footer{margin-top:16px;text-align:center;font-size:.8125rem;color:#4b5563}
.pf-footer a{color:#1d4ed8}
a.pf-inline,.pf-small a,.pf-footer a{text-decoration:underline}
.pf-warning{display:flex;gap:10px;align-items:flex-start;padding:12px 14px;border-radius:10px;background:#fff4e5;color:#5c3200;border:1px solid #f0b45a;border-left-width:6px;margin:0 0 16px;font-weight:600}
.pf-warning::before{content:'⚠';font-size:1.25rem;line-height:1.2}
.pf-submit{display:grid;gap:8px}
.pf-submit .pf-alert{margin:0}
/* In-store screen: made for a TV seen from three metres, fills a 1920x1080 display. */
.pf-page.pf-tv{height:100vh;overflow:hidden;padding:32px 48px;font-size:28px}
.pf-tv .pf-wrap{max-width:none;height:100%;display:flex;flex-direction:column}
.pf-tv .pf-top{margin-bottom:24px}
.pf-tv .pf-brand img{width:96px;height:96px;border-radius:20px}
.pf-tv .pf-brand b{font-size:48px}
.pf-tv-grid{flex:1;display:grid;grid-template-columns:minmax(0,1.7fr) minmax(0,1fr);gap:32px;min-height:0}
.pf-tv .pf-card{padding:40px;margin:0;border-radius:24px;display:flex;flex-direction:column;min-height:0}
.pf-tv .pf-card h1{font-size:40px}
.pf-tv .pf-card h2{font-size:36px;margin-bottom:16px}
.pf-tv-score{display:flex;align-items:baseline;gap:24px;flex-wrap:wrap;margin:0 0 24px}
.pf-tv-score b{font-size:96px;line-height:1;color:var(--color-title,#111827)}
.pf-tv-score span{font-size:32px;color:#374151}
.pf-tv-review{flex:1;display:flex;flex-direction:column;justify-content:center;margin:0;min-height:4em;font-size:44px}
.pf-tv-stars{font-size:1.25em;color:#b45309;letter-spacing:.1em;margin:0}
.pf-tv .pf-card>.pf-tv-quote{font-size:44px}
.pf-tv-quote{font-size:inherit;line-height:1.3;margin:16px 0;color:#111827;overflow:hidden;display:-webkit-box;-webkit-line-clamp:6;-webkit-box-orient:vertical}
.pf-tv-author{display:flex;align-items:center;gap:24px;flex-wrap:wrap;font-size:inherit;color:#1f2937}
.pf-tv-initial{display:inline-flex;align-items:center;justify-content:center;width:88px;height:88px;border-radius:50%;background:var(--color-primary,#2563eb);color:var(--color-on-primary,#fff);font-weight:700}
.pf-tv-badge{display:inline-block;padding:8px 20px;border-radius:999px;background:#e3f2fd;color:#0d47a1;font-size:40px;font-weight:700}
.pf-tv .pf-qr svg{width:380px;height:380px}
.pf-tv-offers{list-style:none;margin:0;padding:0;display:grid;gap:12px}
.pf-tv-offers li{font-size:36px;font-weight:700;padding:12px 20px;border-radius:16px;background:var(--color-primary-light,#d3e0fb);color:#111827}
.pf-sr{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
.pf-skip{position:absolute;left:8px;top:-48px;background:#fff;padding:8px 12px;border-radius:8px;z-index:10}
.pf-skip:focus{top:8px}
`;
