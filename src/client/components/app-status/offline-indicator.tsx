import { useTranslation } from 'react-i18next';
import { useOnline } from '../../lib/offline/use-online';
import { OfflineIcon } from '../ui/offline-icon';
import styles from './offline-indicator.module.css';

/**
 * "Offline" under the header while the device has no connection. It hangs below the header's
 * edge (positioned, so it moves nothing when it comes and goes) and is announced politely.
 */
export function OfflineIndicator() {
  const { t } = useTranslation();
  const online = useOnline();
  return (
    <div role="status" className={styles.region}>
      {!online && (
        <span className={styles.badge} data-testid="offline-indicator">
          <OfflineIcon />
          {t('offline.indicator')}
        </span>
      )}
    </div>
  );
}
