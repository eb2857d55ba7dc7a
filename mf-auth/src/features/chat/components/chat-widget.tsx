import { useEffect, useRef } from 'react';
import { useBrowserIdle } from '../../../hooks/use-browser-idle';
import { currentPartnerCode } from '../../../lib/config';
import { useChatSettings } from '../api/get-chat-settings';

/** The partner's live-chat, linked to its phone system; nothing at all when the partner has none. */
export function ChatWidget() {
  // Settings are asked for once the browser is idle, so the widget never delays the form.
  const idle = useBrowserIdle();
  const settings = useChatSettings(currentPartnerCode(), idle).data ?? null;
  const host = useRef<HTMLDivElement>(null);

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
