import { ChevronLeftIcon } from '@shop/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../app/use-document-title';
import styles from './account-page.module.css';

export interface AccountPageFrameProps {
  title: string;
  intro?: ReactNode;
  /** Where the back link leads (the welcome page by default) and what it says. */
  back?: { to: string; label: string };
  /** Beside the title on large screens (an "add" link...). */
  actions?: ReactNode;
  children: ReactNode;
}

/** The id of every account page's `h1`, for the landmark or form it names. */
export const PAGE_TITLE_ID = 'account-page-title';

/** An account page: the way back, its one `h1` (also the document title) and its intro. */
export function AccountPageFrame({ title, intro, back, actions, children }: AccountPageFrameProps) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  const way = back ?? { to: '/account', label: t('accountArea.layout.back') };
  return (
    <div className={styles.page}>
      <Link to={way.to} className={back ? `${styles.back} ${styles.backAlways}` : styles.back}>
        <ChevronLeftIcon size={18} />
        {way.label}
      </Link>
      <div className={styles.heading}>
        <div className={styles.headingText}>
          <h1 id={PAGE_TITLE_ID} className={styles.title}>
            {title}
          </h1>
          {intro ? <p className={styles.intro}>{intro}</p> : null}
        </div>
        {actions ? <div className={styles.headingActions}>{actions}</div> : null}
      </div>
      {children}
    </div>
  );
}
