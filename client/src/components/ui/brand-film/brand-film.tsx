import { useId, useRef, type CSSProperties, type ReactNode } from 'react';
import styles from './brand-film.module.css';
import { FILM_NOISE, LEATHER_GRAIN, LEATHER_GRAIN_RAKING } from './textures';
import { useInView } from './use-in-view';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

/** playing: animating; paused: scrolled out of view; still: the visitor asked for reduced motion. */
export type BrandFilmMotion = 'playing' | 'paused' | 'still';

const textures = {
  '--brand-film-grain': LEATHER_GRAIN,
  '--brand-film-grain-raking': LEATHER_GRAIN_RAKING,
  '--brand-film-noise': FILM_NOISE,
} as CSSProperties;

/**
 * The brand film: a looping scene drawn in the browser, no video file. Light rakes across
 * black pebbled leather, a saddle stitch runs around the panel and a tote turns slowly in
 * the dark. It is decoration (aria-hidden); `children` sit centred on top and stay
 * accessible. Under prefers-reduced-motion it shows one still frame, and it pauses while
 * scrolled out of view.
 *
 * Height: set `--brand-film-height` on the element (via `className`) to change it.
 */
export function BrandFilm({ className, children }: { className?: string; children?: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const inView = useInView(ref, !reducedMotion);
  const motion: BrandFilmMotion = reducedMotion ? 'still' : inView ? 'playing' : 'paused';

  return (
    <div
      ref={ref}
      className={className ? `${styles.film} ${className}` : styles.film}
      data-motion={motion}
      style={textures}
    >
      <FilmScene />
      {children != null && <div className={styles.overlay}>{children}</div>}
    </div>
  );
}

function FilmScene() {
  return (
    <div className={styles.scene} aria-hidden="true">
      <div className={styles.grain} />
      <div className={styles.sweep}>
        <div className={styles.sweepWindow}>
          <div className={styles.sweepLight} />
        </div>
      </div>
      <Stitching />
      <Tote />
      <div className={styles.vignette} />
      <div className={styles.noise} />
    </div>
  );
}

/** A saddle stitch sewn around the panel, one stitch after another. */
function Stitching() {
  const maskId = `${useId()}-stitch`;
  return (
    <div className={styles.stitching}>
      <div className={styles.panelEdge} />
      <svg className={styles.stitchSvg} width="100%" height="100%">
        <defs>
          <mask id={maskId}>
            <rect className={styles.stitchReveal} width="100%" height="100%" rx="22" pathLength="100" />
          </mask>
        </defs>
        <g mask={`url(#${maskId})`}>
          <rect className={styles.stitchHoles} width="100%" height="100%" rx="22" />
          <rect className={styles.stitchThread} width="100%" height="100%" rx="22" />
        </g>
      </svg>
    </div>
  );
}

/** A structured tote in low light: almost the colour of the dark, drawn by its rim light as it turns. */
function Tote() {
  const id = useId();
  const body = `${id}-body`;
  const rim = `${id}-rim`;
  const strap = `${id}-strap`;
  const clip = `${id}-clip`;
  const glint = `${id}-glint`;
  const outline = 'M82 150 L318 150 Q326 150 327 158 L346 390 Q347 404 333 404 L67 404 Q53 404 54 390 L73 158 Q74 150 82 150 Z';
  return (
    <div className={styles.toteStage}>
      <div className={styles.toteShadow} />
      <svg className={styles.tote} viewBox="0 0 400 420">
        <defs>
          <linearGradient id={body} x1="0" y1="0" x2="0.9" y2="1">
            <stop offset="0" stopColor="#242222" />
            <stop offset="0.55" stopColor="#141313" />
            <stop offset="1" stopColor="#0a0909" />
          </linearGradient>
          <linearGradient id={strap} x1="0" y1="0" x2="1" y2="0">
            <stop offset="0" stopColor="#2b2929" />
            <stop offset="1" stopColor="#121111" />
          </linearGradient>
          <linearGradient id={rim} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#fff" stopOpacity="0.5" />
            <stop offset="0.4" stopColor="#fff" stopOpacity="0.1" />
            <stop offset="0.75" stopColor="#fff" stopOpacity="0.03" />
            <stop offset="1" stopColor="#fff" stopOpacity="0.16" />
          </linearGradient>
          <linearGradient id={glint} x1="0" y1="0" x2="1" y2="0">
            <stop offset="0" stopColor="#fff" stopOpacity="0" />
            <stop offset="0.5" stopColor="#fff" stopOpacity="0.09" />
            <stop offset="1" stopColor="#fff" stopOpacity="0" />
          </linearGradient>
          <radialGradient id={`${id}-sheen`} cx="0.3" cy="0.2" r="0.75">
            <stop offset="0" stopColor="#fff" stopOpacity="0.07" />
            <stop offset="1" stopColor="#fff" stopOpacity="0" />
          </radialGradient>
          <clipPath id={clip}>
            <path d={outline} />
          </clipPath>
        </defs>
        {/* back strap, the body, then the front strap riveted to the facing */}
        <path d="M156 152 C156 62 244 62 244 152" fill="none" stroke="#0b0a0a" strokeWidth="8" />
        <path d={outline} fill={`url(#${body})`} />
        <g clipPath={`url(#${clip})`}>
          <rect x="40" y="150" width="320" height="260" fill={`url(#${id}-sheen)`} />
          <rect x="40" y="150" width="320" height="24" fill="#fff" fillOpacity="0.025" />
          <path d="M40 174 L360 174" stroke="#000" strokeOpacity="0.45" strokeWidth="1" />
          <path d="M296 150 L316 404" stroke="#000" strokeOpacity="0.3" strokeWidth="1" />
          <rect className={styles.toteGlint} x="-130" y="140" width="130" height="280" fill={`url(#${glint})`} />
        </g>
        <path d={outline} fill="none" stroke={`url(#${rim})`} strokeWidth="1.1" />
        <path className={styles.toteStitch} d="M82 162 L318 162" />
        <path d="M142 198 L142 166 C142 52 258 52 258 166 L258 198" fill="none" stroke={`url(#${strap})`} strokeWidth="8" />
        <path d="M138 198 L138 166 C138 46 262 46 262 166 L262 198" fill="none" stroke={`url(#${rim})`} strokeWidth="0.8" />
        <path className={styles.toteStitch} d="M142 176 L142 194 M258 176 L258 194" />
        <circle cx="142" cy="170" r="1.8" fill="#4a4747" />
        <circle cx="258" cy="170" r="1.8" fill="#4a4747" />
      </svg>
    </div>
  );
}
