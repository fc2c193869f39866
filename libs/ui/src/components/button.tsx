import type { ButtonHTMLAttributes } from 'react';
import { Slot } from 'radix-ui';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Render the single child (a router link, an anchor) with the button's look instead of a `<button>`. */
  asChild?: boolean;
}

export function Button({ variant = 'primary', asChild = false, className, type, ...props }: ButtonProps) {
  const classes = ['cr-button', `cr-button--${variant}`, className].filter(Boolean).join(' ');
  if (asChild) return <Slot.Root className={classes} {...props} />;
  return <button type={type ?? 'button'} className={classes} {...props} />;
}
