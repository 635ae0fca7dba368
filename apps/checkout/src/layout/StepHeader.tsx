import type { BasketLine } from '@shop/domain/basket';
import type { ReactNode } from 'react';
import { RemovedNotice } from '../basket/RemovedNotice';
import stepStyles from '../styles/step-page.module.css';

/**
 * The head of a checkout step (shipping, payment, summary): its title and intro, what the
 * shopper must read first (`children`: a failed payment), then the lines the server dropped
 * from the basket.
 */
export function StepHeader({
  title,
  intro,
  removed,
  children,
}: {
  title: string;
  intro: string;
  removed: readonly BasketLine[];
  children?: ReactNode;
}) {
  return (
    <>
      <div className={stepStyles.heading}>
        <h1 className={stepStyles.title}>{title}</h1>
        <p className={stepStyles.intro}>{intro}</p>
      </div>
      {children}
      <RemovedNotice removed={removed} className={stepStyles.notice} />
    </>
  );
}
