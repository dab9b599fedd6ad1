import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from '@sencha/platform/react-router';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'link';

interface ButtonLook {
  variant?: ButtonVariant;
  fullWidth?: boolean;
  className?: string;
  children: ReactNode;
}

export type ButtonAsButtonProps = ButtonLook &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'children'> & { to?: undefined };

/** With `to`, the button is a router link that looks like a button (navigation is a link, not an action). */
export type ButtonAsLinkProps = ButtonLook & Omit<LinkProps, 'className' | 'children'>;

export type ButtonProps = ButtonAsButtonProps | ButtonAsLinkProps;

function classNames(variant: ButtonVariant, fullWidth: boolean, className: string | undefined): string {
  return [styles.button, styles[variant], fullWidth ? styles.fullWidth : '', className ?? '']
    .filter(Boolean)
    .join(' ');
}

export function Button(props: ButtonProps) {
  if (props.to !== undefined) {
    const { variant = 'primary', fullWidth = false, className, children, ...linkProps } = props;
    return (
      <Link {...linkProps} className={classNames(variant, fullWidth, className)}>
        {children}
      </Link>
    );
  }
  const {
    variant = 'primary',
    fullWidth = false,
    className,
    children,
    type = 'button',
    ...buttonProps
  } = props;
  // A plain button never submits a form by accident: 'submit' must be asked for.
  return (
    <button {...buttonProps} type={type} className={classNames(variant, fullWidth, className)}>
      {children}
    </button>
  );
}
