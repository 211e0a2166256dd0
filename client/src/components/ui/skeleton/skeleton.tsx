import type { CSSProperties, ReactNode } from 'react';
import styles from './skeleton.module.css';

export interface SkeletonProps {
  /** Any CSS length; the block fills its box's width unless told. */
  width?: CSSProperties['width'];
  /** Any CSS length; one line of the surrounding text (1lh) unless told. */
  height?: CSSProperties['height'];
  /** 'circle' for an avatar or a round button. */
  shape?: 'block' | 'circle';
  className?: string;
}

/** A shaded placeholder in the size of what will replace it. Hidden from screen readers: its region says it is busy. */
export function Skeleton({ width, height, shape = 'block', className }: SkeletonProps) {
  return <span aria-hidden="true" className={`${styles.skeleton} ${shape === 'circle' ? styles.circle : ''} ${className ?? ''}`} style={{ width, height }} />;
}

export interface SkeletonRegionProps {
  /** Read by screen readers while the content loads: "주문 내역을 불러오는 중". */
  label: string;
  className?: string;
  children: ReactNode;
}

/**
 * The region a skeleton stands in: aria-busy, with a status line for screen readers, laid out as the loaded
 * content will be (the caller passes the same class), so nothing moves when the data arrives.
 */
export function SkeletonRegion({ label, className, children }: SkeletonRegionProps) {
  return (
    <div className={className} role="status" aria-busy="true">
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}
