import type { TFooter } from '@shop/api-client';
import styles from './site-footer.module.css';

interface AppStoreLinksProps {
  apps: TFooter['appStores'];
  labels: { apple: string; google: string; scan: string };
}

/** One link per app store, with the QR code of the same link in a tooltip on hover or focus. */
export function AppStoreLinks({ apps, labels }: AppStoreLinksProps) {
  return (
    <ul className={styles.apps}>
      {apps.map((app) => {
        const name = app.platform === 'apple' ? labels.apple : labels.google;
        return (
          <li key={app.platform} className={styles.app}>
            <a href={app.url} rel="noopener" target="_blank" className={styles.badge}>
              {name}
            </a>
            <span className={styles.qr} role="tooltip">
              <img
                src={app.qrCodeUrl}
                alt={labels.scan.replace('{{store}}', name)}
                width={120}
                height={120}
                loading="lazy"
              />
            </span>
          </li>
        );
      })}
    </ul>
  );
}
