import { useEffect, useRef, useState } from 'react';
import { api } from '@erep/shared/api';
import type { ChatSettings } from '@erep/shared/schemas';
import { currentPartnerCode } from '../../common/config';

type IdleWindow = Window & { requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number; cancelIdleCallback?: (id: number) => void };

/** Runs `fn` once the page is loaded and the browser is idle, so the widget never delays the form. */
function whenIdle(fn: () => void): () => void {
  const w = window as IdleWindow;
  let idleId: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (w.requestIdleCallback) idleId = w.requestIdleCallback(fn, { timeout: 3000 });
    else timer = setTimeout(fn, 1);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idleId !== undefined) w.cancelIdleCallback?.(idleId);
    if (timer) clearTimeout(timer);
  };
}

/** The partner's live-chat, linked to its phone system; nothing at all when the partner has none. */
export function ChatWidget() {
  const [settings, setSettings] = useState<ChatSettings | null>(null);
  const host = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let active = true;
    const cancel = whenIdle(() => {
      void api.get<{ data: ChatSettings | null }>('partner/chat', { query: { code: currentPartnerCode() } }).then((result) => {
        if (active && result.ok && result.data.data) setSettings(result.data.data);
      });
    });
    return () => {
      active = false;
      cancel();
    };
  }, []);

  useEffect(() => {
    const el = host.current;
    if (!settings || !el) return;
    const widget = document.createElement('call-us-selector');
    widget.setAttribute('phonesystem-url', settings.url);
    widget.setAttribute('party', settings.party_id);
    el.appendChild(widget);
    const script = document.createElement('script');
    script.src = `${settings.url.replace(/\/+$/, '')}/callus.js`;
    script.async = true;
    script.defer = true;
    script.id = 'tcx-callus-js';
    el.appendChild(script);
    return () => {
      widget.remove();
      script.remove();
    };
  }, [settings]);

  if (!settings) return null;
  return <div ref={host} data-testid="chat-widget" data-party={settings.party_id} data-url={settings.url} />;
}
