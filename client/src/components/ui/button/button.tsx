import type { ButtonHTMLAttributes } from 'react';
import styles from './button.module.css';

type Variant = 'solid' | 'outline' | 'text';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  size?: 'md' | 'lg';
  block?: boolean;
}

export function Button({ variant = 'solid', size = 'md', block, className, type = 'button', ...rest }: ButtonProps) {
  const cls = [styles.button, styles[variant], styles[size], block ? styles.block : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return <button type={type} className={cls} {...rest} />;
}
