import type { CSSProperties, ReactNode } from 'react';
import styles from './skeleton.module.css';

export interface LoadingShapesProps {
  /** What is loading, read to screen readers once ('주문 내역을 불러오는 중'). */
  label: string;
  /** The screen's own elements with Bones in place of their words, so the answer lands where they stand. */
  children: ReactNode;
  className?: string;
}

/**
 * A screen's layout drawn before its data arrives (instead of a blank or a spinner): the real containers and text
 * classes hold grey bones, so the answer replaces them without moving anything. The region says it is busy
 * (aria-busy) and names what is loading in a status line; the shapes themselves are hidden from screen readers.
 */
export function LoadingShapes({ label, children, className }: LoadingShapesProps) {
  return (
    <div className={className} aria-busy="true" data-loading-shapes="">
      <p role="status" className="sr-only">
        {label}
      </p>
      <div aria-hidden="true">{children}</div>
    </div>
  );
}

export interface BoneProps {
  /** Any CSS width; a line of text by default. */
  width?: CSSProperties['width'];
  /** Any CSS height: a picture's box. Without it the bone is a line of the text it stands in (its line height). */
  height?: CSSProperties['height'];
  /** A box sized by `className` alone (a thumbnail's class), rather than a line of text. */
  box?: boolean;
  className?: string;
}

/** One grey shape: a line of text when put inside a text element, or a box of the given size (or of its class's). */
export function Bone({ width, height, box = false, className }: BoneProps) {
  const isBox = box || height !== undefined;
  return <span className={`${styles.bone} ${isBox ? styles.box : ''} ${className ?? ''}`} style={{ width: width ?? (box ? undefined : '100%'), height }} />;
}
