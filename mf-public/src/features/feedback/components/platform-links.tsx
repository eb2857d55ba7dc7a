import { useTranslation } from 'react-i18next';
import type { FeedbackContext } from '@erep/shared/schemas';
import { track } from '../../../lib/tracker';

/** Review-platform links: shown to every visitor, whatever the rating, and each click recorded. */
export function PlatformLinks({ context }: { context: FeedbackContext }) {
  const { t } = useTranslation('public');
  if (context.links.length === 0) return <p className="pf-small">{t('thanks.noPlatforms')}</p>;
  return (
    <ul className="pf-links" data-testid="platform-links">
      {context.links.map((l) => (
        <li key={l.url}>
          <a
            className="pf-link"
            href={l.url}
            target="_blank"
            rel="noopener noreferrer"
            onClick={() => track({ action: 'platform_link_clicked', establishment: context.establishment.id, target: l.name })}
          >
            {l.name}
            <span aria-hidden="true">→</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
