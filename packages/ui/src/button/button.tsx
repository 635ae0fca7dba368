import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { cx } from '../internal/cx';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleOptions {
  /** primary: accent fill for the main call to action; secondary: outline; ghost: text only. */
  variant?: ButtonVariant;
  /** Every size keeps a 44 px touch target on touch screens; `sm` is 36 px with a fine pointer. */
  size?: ButtonSize;
  fullWidth?: boolean;
}

export interface ButtonProps extends ComponentPropsWithRef<'button'>, ButtonStyleOptions {
  /** Shows a spinner, sets `aria-busy` and ignores clicks while keeping focus. */
  loading?: boolean;
  /** Visually hidden text announced while loading, e.g. "Ajout en cours". */
  loadingLabel?: string;
  iconStart?: ReactNode;
  iconEnd?: ReactNode;
}

/** The button classes, to style a link (`<a>`, Next `<Link>`) as a button. */
export function buttonClassName({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
}: ButtonStyleOptions = {}): string {
  return cx(
    'ui-button',
    `ui-button--${variant}`,
    `ui-button--${size}`,
    fullWidth && 'ui-button--full',
  );
}

export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  loadingLabel,
  iconStart,
  iconEnd,
  type = 'button',
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      // Keeps a submit button from submitting twice while its request runs.
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  return (
    <button
      type={type}
      className={cx(
        buttonClassName({ variant, size, fullWidth }),
        loading && 'ui-button--loading',
        className,
      )}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={handleClick}
      {...rest}
    >
      <span className="ui-button__content">
        {iconStart}
        {children != null && children !== false ? (
          <span className="ui-button__label">{children}</span>
        ) : null}
        {iconEnd}
      </span>
      {loading ? <span className="ui-button__spinner" aria-hidden="true" /> : null}
      {loading && loadingLabel ? <span className="ui-visually-hidden">{loadingLabel}</span> : null}
    </button>
  );
}

export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children'> {
  /** Accessible name, e.g. "Ajouter aux favoris". Also the tooltip unless `title` is given. */
  label: string;
  /** An icon from `@shop/ui` (decorative by default). */
  icon: ReactNode;
  /** ghost: transparent; surface: white disc, for use over pictures. */
  variant?: 'ghost' | 'surface';
  /** For toggles such as the wishlist heart: sets `aria-pressed`. */
  pressed?: boolean;
  loading?: boolean;
}

/** A 44 × 44 px icon-only button (header icons, wishlist heart, close). */
export function IconButton({
  label,
  icon,
  variant = 'ghost',
  pressed,
  loading = false,
  type = 'button',
  className,
  onClick,
  ...rest
}: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      className={cx(
        'ui-icon-button',
        `ui-icon-button--${variant}`,
        loading && 'ui-icon-button--loading',
        className,
      )}
      onClick={(event) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...rest}
    >
      {loading ? <span className="ui-button__spinner" aria-hidden="true" /> : icon}
    </button>
  );
}
