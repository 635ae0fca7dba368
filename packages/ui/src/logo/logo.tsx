import type { HTMLAttributes } from 'react';
import { cx } from '../internal/cx';
import './logo.css';

export interface LogoProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The shop's name as assistive technologies read it (`meta.siteName`, translated). */
  label: string;
}

/**
 * The shop's wordmark, the same in every header (storefront and checkout): MAISON in bold,
 * RUE in regular, widely tracked. It is artwork, not text to translate, so it is an image
 * named by `label`; its size follows the surrounding font size. The words keep a real space:
 * a link labelled "Accueil de Maison Rue" around it then contains its visible text.
 */
export function Logo({ label, className, ...rest }: LogoProps) {
  return (
    <span role="img" aria-label={label} className={cx('ui-logo', className)} {...rest}>
      MAISON <span className="ui-logo__second">RUE</span>
    </span>
  );
}
