import galleryStyles from './product-gallery.module.css';
import styles from './product-view.module.css';

/**
 * The product page while it loads (storefront section 2: product skeleton): the gallery's 4:5
 * frames and the summary's rhythm in place, so nothing moves when the page arrives. Hidden from
 * assistive technologies; the loading boundary around it is labelled.
 */
export function ProductPageSkeleton() {
  return (
    <div aria-hidden="true">
      <div className={styles.crumbs}>
        <span className="ui-skeleton ui-skeleton--label" style={{ width: 240 }} />
      </div>
      <div className={styles.layout}>
        <div className={galleryStyles.gallery}>
          <div className={galleryStyles.track}>
            <div className={`${galleryStyles.slide} ui-skeleton`} />
            <div className={`${galleryStyles.slide} ui-skeleton`} />
          </div>
        </div>
        <div className={styles.summary}>
          <div className={styles.heading}>
            <span className="ui-skeleton ui-skeleton--label" style={{ width: '25%' }} />
            <span className="ui-skeleton ui-skeleton--line" style={{ width: '80%', height: 28 }} />
          </div>
          <span className="ui-skeleton ui-skeleton--line" style={{ width: '40%', height: 28 }} />
          <span className="ui-skeleton ui-skeleton--chips" style={{ width: '100%', height: 44 }} />
          <span className="ui-skeleton ui-skeleton--block" style={{ width: '100%', height: 56 }} />
        </div>
      </div>
    </div>
  );
}
