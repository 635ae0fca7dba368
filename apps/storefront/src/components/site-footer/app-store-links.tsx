import type { TFooter } from '@shop/api-client';
import styles from './site-footer.module.css';

/** A store's name and the alternative text of its QR code, both translated on the server. */
interface AppStoreLabel {
  name: string;
  scan: string;
}

interface AppStoreLinksProps {
  apps: TFooter['appStores'];
  labels: Record<TFooter['appStores'][number]['platform'], AppStoreLabel>;
}

/** One link per app store, with the QR code of the same link in a tooltip on hover or focus. */
export function AppStoreLinks({ apps, labels }: AppStoreLinksProps) {
  return (
    <ul className={styles.apps}>
      {apps.map((app) => {
        const { name, scan } = labels[app.platform];
        return (
          <li key={app.platform} className={styles.app}>
            <a href={app.url} rel="noopener" target="_blank" className={styles.badge}>
              {name}
            </a>
            <span className={styles.qr} role="tooltip">
              <img src={app.qrCodeUrl} alt={scan} width={120} height={120} loading="lazy" />
            </span>
          </li>
        );
      })}
    </ul>
  );
}
