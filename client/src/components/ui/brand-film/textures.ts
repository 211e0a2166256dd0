/**
 * The film's surfaces, drawn by SVG filters instead of downloaded images. Each is a small
 * seamless tile (stitchTiles) the browser rasterises once and repeats, so the animation
 * itself only moves layers and never re-runs a filter.
 */

const svgUrl = (svg: string): string => `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;

const relief = (frequency: number, octaves: number, scale: number, elevation: number, seed: number): string =>
  svgUrl(
    `<svg xmlns='http://www.w3.org/2000/svg' width='240' height='240'>` +
      `<filter id='f' x='0' y='0' width='100%' height='100%' color-interpolation-filters='sRGB'>` +
      `<feTurbulence type='fractalNoise' baseFrequency='${frequency}' numOctaves='${octaves}' seed='${seed}' stitchTiles='stitch'/>` +
      `<feDiffuseLighting lighting-color='#fff' surfaceScale='${scale}'>` +
      `<feDistantLight azimuth='235' elevation='${elevation}'/>` +
      `</feDiffuseLighting></filter>` +
      `<rect width='100%' height='100%' filter='url(#f)'/></svg>`,
  );

/** Pebbled leather: fractal noise read as a height map, lit from the upper left. */
export const LEATHER_GRAIN = relief(0.22, 3, 3, 55, 3);

/** The same hide under a low, raking light: deeper shadows, brighter crowns. */
export const LEATHER_GRAIN_RAKING = relief(0.22, 3, 4, 38, 3);

/** Fine film grain, flickered by moving the tile in steps. */
export const FILM_NOISE = svgUrl(
  `<svg xmlns='http://www.w3.org/2000/svg' width='160' height='160'>` +
    `<filter id='n' x='0' y='0' width='100%' height='100%'>` +
    `<feTurbulence type='fractalNoise' baseFrequency='0.9' numOctaves='2' seed='11' stitchTiles='stitch'/>` +
    `<feColorMatrix values='0 0 0 0 1  0 0 0 0 1  0 0 0 0 1  0 0 0 1.4 -0.55'/>` +
    `</filter><rect width='100%' height='100%' filter='url(#n)'/></svg>`,
);
