#!/usr/bin/env node
/**
 * Draws the demo catalogue's images as SVG (no dependencies, nothing downloaded):
 *
 *   server/assets/goods/<slug>-<n>.svg    every path referenced by demo-catalog.data.ts
 *                                          (n: 1 front, 2 angle, 3 detail close-up, 4 interior)
 *   server/assets/banners/*.svg           home tiles, closing banner, list-page banners
 *   server/assets/categories/*.svg        home-page category tiles
 *   server/assets/about/story-1..4.svg    About page sections
 *   server/assets/brand/logo.svg          wordmark
 *
 * The goods list is read from the data file (every "/images/goods/<slug>-<n>.svg" it contains), so the
 * two cannot drift apart: a path whose slug has no drawing below stops the script with an error.
 *
 *   node server/scripts/generate-demo-images.mjs
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER = join(dirname(fileURLToPath(import.meta.url)), '..');
const ASSETS = join(SERVER, 'assets');
const DATA = join(SERVER, 'src/modules/catalog/infrastructure/seed/demo-catalog.data.ts');

// ── shared drawing vocabulary ──────────────────────────────────────────────────────────────────────
// Palette: leather #151414 / #2a2828 / #3a3838, studio #ECEBEA → #CDCDCD, hardware in cool greys.

const STYLE =
  '.l{fill:url(#l)}.u{fill:#242222}.k{fill:#0a0909}.h{fill:url(#h)}.m{fill:url(#m)}' +
  '.e{fill:none;stroke:#0a0909;stroke-width:3;stroke-linejoin:round}' +
  '.s{fill:none;stroke:#4a4646;stroke-width:2.4;stroke-dasharray:7 6;stroke-linecap:round}' +
  '.r{fill:none;stroke:#3a3838;stroke-width:2}' +
  '.mo{fill:none;stroke:url(#m)}.mc{fill:none;stroke:#9b9895}' +
  '.sb{fill:none;stroke:#1b1a1a}.so{fill:none;stroke:#090808}.ss{fill:none;stroke:#4a4646;stroke-dasharray:7 6}';

const DEFS =
  '<linearGradient id="l" x1="0" y1="0" x2=".7" y2="1"><stop offset="0" stop-color="#3a3838"/><stop offset=".32" stop-color="#232121"/>' +
  '<stop offset=".7" stop-color="#171616"/><stop offset="1" stop-color="#111010"/></linearGradient>' +
  '<linearGradient id="h" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0"/>' +
  '<stop offset=".5" stop-color="#fff" stop-opacity=".08"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient>' +
  '<linearGradient id="m" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e4e2df"/><stop offset=".45" stop-color="#9a9794"/>' +
  '<stop offset=".55" stop-color="#6e6b69"/><stop offset="1" stop-color="#c9c6c2"/></linearGradient>' +
  '<radialGradient id="f"><stop offset="0" stop-color="#000" stop-opacity=".42"/><stop offset=".6" stop-color="#000" stop-opacity=".12"/>' +
  '<stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>';

const STUDIO =
  '<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ECEBEA"/><stop offset=".62" stop-color="#E2E1DF"/>' +
  '<stop offset="1" stop-color="#CDCDCD"/></linearGradient>' +
  '<radialGradient id="gl" cx=".5" cy=".42" r=".55"><stop offset="0" stop-color="#fff" stop-opacity=".55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>';

const n = (v) => Math.round(v * 10) / 10;
const svg = (w, h, defs, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">` +
  `<style>${STYLE}</style><defs>${DEFS}${defs}</defs>${body}</svg>\n`;

/** Rounded rectangle path. */
const rr = (x, y, w, h, r) =>
  `M${n(x + r)} ${n(y)}H${n(x + w - r)}Q${n(x + w)} ${n(y)} ${n(x + w)} ${n(y + r)}V${n(y + h - r)}Q${n(x + w)} ${n(y + h)} ${n(x + w - r)} ${n(y + h)}` +
  `H${n(x + r)}Q${n(x)} ${n(y + h)} ${n(x)} ${n(y + h - r)}V${n(y + r)}Q${n(x)} ${n(y)} ${n(x + r)} ${n(y)}Z`;
/** Leather panel: gradient fill, sheen band, crisp edge. */
const panel = (d, cls = 'l') => `<path d="${d}" class="${cls}"/><path d="${d}" class="e"/>`;
const stitch = (d) => `<path d="${d}" class="s"/>`;
const sheen = (d) => `<path d="${d}" class="h"/>`;
const rivet = (x, y, r = 9) => `<circle cx="${x}" cy="${y}" r="${r}" class="m"/><circle cx="${x - r * 0.3}" cy="${y - r * 0.3}" r="${r * 0.3}" fill="#fff" opacity=".5"/>`;
const ring = (x, y, r, w = 9) => `<circle cx="${x}" cy="${y}" r="${r}" class="mo" stroke-width="${w}"/>`;
/** A leather strap along d: dark edge, stitch lines on both sides (dashes masked by the strap's centre). */
const strap = (d, w, stitched = true) =>
  `<path d="${d}" class="so" stroke-width="${w + 3}"/><path d="${d}" class="sb" stroke-width="${w}"/>` +
  (stitched && w > 14 ? `<path d="${d}" class="ss" stroke-width="${w - 6}"/><path d="${d}" class="sb" stroke-width="${w - 10}"/>` : '') +
  `<path d="${d}" fill="none" stroke="#3a3838" stroke-width="${Math.max(1.5, w * 0.12)}" opacity=".55" transform="translate(-${n(w * 0.22)} -${n(w * 0.12)})"/>`;
/** Dark opening of a bag seen a little from above, lining and an inner pocket. */
const opening = (x1, x2, y, ry) => {
  const cx = (x1 + x2) / 2, rx = (x2 - x1) / 2;
  return `<ellipse cx="${cx}" cy="${y}" rx="${rx}" ry="${ry}" fill="#2a2828"/>` +
    `<path d="${rr(cx - rx * 0.42, y - ry * 0.78, rx * 0.84, ry * 0.62, 8)}" fill="#222020" stroke="#3a3838" stroke-width="2"/>` +
    `<ellipse cx="${cx}" cy="${y + ry * 0.38}" rx="${rx * 0.9}" ry="${ry * 0.6}" fill="#0b0a0a" opacity=".92"/>` +
    `<ellipse cx="${cx}" cy="${y}" rx="${rx}" ry="${ry}" fill="none" stroke="#3a3838" stroke-width="4"/>`;
};

// ── goods: one drawing per product type ────────────────────────────────────────────────────────────
// draw(v) gives the object in front view (v 1-3) or opened (v 4), standing on the floor at y≈800.
// body: silhouette used for the depth of the angle view; focus: [x, y, zoom] of the detail view;
// w: half-width of the floor shadow.

function tote({ x1, x2, yt, yb, hy, hw, slant }) {
  const c = (x1 + x2) / 2, half = (x2 - x1) / 2, bx1 = x1 + slant, bx2 = x2 - slant, r = 28;
  const body = `M${x1} ${yt}H${x2}L${bx2 + 2} ${yb - r}Q${bx2} ${yb} ${bx2 - r} ${yb}H${bx1 + r}Q${bx1} ${yb} ${bx1 - 2} ${yb - r}Z`;
  const hx1 = c - half * 0.46, hx2 = c + half * 0.46;
  const handle = (a, b, top) => `M${a} ${yt + 4}C${a} ${top} ${b} ${top} ${b} ${yt + 4}`;
  const tab = (x) => panel(rr(x - 17, yt - 4, 34, 64, 7), 'u') + stitch(`M${x - 11} ${yt + 4}V${yt + 52}H${x + 11}V${yt + 4}`) + rivet(x, yt + 36, 8);
  return {
    body, w: half * 0.92, focus: [hx1, yt + 40, 2.7],
    draw: (v) =>
      strap(handle(hx1 + 14, hx2 - 14, hy - 18), hw - 4).replace(/#1b1a1a/g, '#121111') +
      panel(body) + sheen(`M${x1 + 40} ${yt + 4}H${x1 + 120}L${bx1 + 100} ${yb - 6}H${bx1 + 34}Z`) +
      stitch(`M${x1 + 14} ${yt + 30}H${x2 - 14}`) +
      stitch(`M${x1 + 13} ${yt + 12}L${bx1 + 14} ${yb - r}Q${bx1 + 16} ${yb - 14} ${bx1 + r + 10} ${yb - 14}H${bx2 - r - 10}Q${bx2 - 16} ${yb - 14} ${bx2 - 14} ${yb - r}L${x2 - 13} ${yt + 12}`) +
      `<path d="M${x1 + 10} ${yt + 3}H${x2 - 10}" stroke="#3a3838" stroke-width="3"/>` +
      (v === 4 ? opening(x1 + 4, x2 - 4, yt, (x2 - x1) * 0.16) : '') +
      strap(handle(hx1, hx2, hy), hw) + tab(hx1) + tab(hx2),
  };
}

function shoulderBag() {
  const body = 'M290 470Q500 448 710 470Q748 640 702 764Q690 800 650 800H350Q310 800 298 764Q252 640 290 470Z';
  const flap = 'M290 470Q500 448 710 470L700 604Q500 650 300 604Z';
  return {
    body, w: 240, focus: [500, 624, 2.8],
    draw: (v) =>
      strap('M306 474C300 160 700 160 694 474', 26) + ring(305, 474, 17, 8) + ring(695, 474, 17, 8) +
      panel(body) + sheen('M330 480H410L400 790H352Q326 700 330 480Z') +
      stitch('M300 500Q296 660 322 760Q332 786 360 786H640Q668 786 678 760Q704 660 700 500') +
      (v === 4 ? opening(296, 704, 466, 60) :
        panel(flap, 'u') + stitch('M304 488Q500 468 696 488L688 592Q500 634 312 592Z') + rivet(500, 624, 15)),
  };
}

function crossbody() {
  const body = rr(340, 520, 320, 272, 30);
  const flap = 'M340 548Q340 520 370 520H630Q660 520 660 548V684Q660 712 632 716L500 730L368 716Q340 712 340 684Z';
  const clasp = `<path d="${rr(466, 698, 68, 40, 10)}" class="m"/><path d="${rr(480, 708, 40, 20, 6)}" fill="#4a4846"/><rect x="494" y="712" width="12" height="12" rx="3" class="m"/>`;
  return {
    body, w: 190, focus: [500, 716, 3],
    draw: (v) =>
      strap('M356 530C336 200 420 118 500 118C580 118 664 200 644 530', 14) +
      `<rect x="626" y="308" width="30" height="36" rx="4" class="mo" stroke-width="6" transform="rotate(-4 641 326)"/>` +
      panel(body) + stitch(rr(354, 534, 292, 244, 22)) +
      (v === 4
        ? panel('M342 522Q340 330 372 318H628Q660 330 658 522Z', 'u') + stitch('M356 510Q356 344 380 334H620Q644 344 644 510') +
          `<path d="M356 526Q500 540 644 526" stroke="#050404" stroke-width="12" fill="none"/>` +
          `<path d="${rr(470, 690, 60, 30, 8)}" class="m"/>`
        : panel(flap) + sheen('M372 524H440L430 720L376 714Z') + stitch('M354 550Q354 534 372 534H628Q646 534 646 550V682Q646 700 628 702L500 716L372 702Q354 700 354 682Z') + clasp) +
      ring(356, 530, 12, 6) + ring(644, 530, 12, 6),
  };
}

function backpack() {
  const body = 'M300 400Q300 300 400 300H600Q700 300 700 400V760Q700 800 660 800H340Q300 800 300 760Z';
  const flap = 'M300 400Q300 300 400 300H600Q700 300 700 400L694 536Q500 574 306 536Z';
  const buckle = (x) => strap(`M${x} 520V640`, 30) + `<rect x="${x - 22}" y="600" width="44" height="34" rx="6" class="mo" stroke-width="7"/><path d="M${x} 604V630" stroke="#9b9895" stroke-width="5"/>`;
  return {
    body, w: 230, focus: [400, 616, 2.6],
    draw: (v) =>
      strap('M456 304C456 236 544 236 544 304', 18) +
      panel(body) + sheen('M330 330H410L404 790H330Z') + stitch(rr(314, 314, 372, 472, 86).replace(/Q[^Q]*$/, '') + 'Z') +
      panel(rr(360, 650, 280, 128, 22), 'u') + stitch(rr(372, 662, 256, 104, 16)) +
      (v === 4 ? opening(306, 694, 330, 58) : panel(flap, 'u') + stitch('M318 396Q318 318 404 316H596Q682 318 682 396L678 522Q500 556 322 522Z') + buckle(400) + buckle(600)),
  };
}

function clutch() {
  const body = rr(220, 500, 560, 292, 18);
  const flap = 'M222 512Q222 500 236 500H764Q778 500 778 512L526 692Q500 712 474 692Z';
  return {
    body, w: 300, focus: [500, 670, 3],
    draw: (v) =>
      panel(body) + sheen('M250 506H340L336 786H252Z') + stitch(rr(234, 514, 532, 264, 12)) +
      (v === 4
        ? panel('M224 502L474 316Q500 300 526 316L776 502Z', 'u') + stitch('M250 494L480 330Q500 318 520 330L750 494') +
          `<path d="M236 506H764" stroke="#050404" stroke-width="14"/>` + rivet(500, 540, 12)
        : panel(flap) + stitch('M248 514L482 680Q500 692 518 680L752 514') + rivet(500, 672, 14)),
  };
}

function bucket() {
  const body = 'M318 436Q306 600 328 762Q336 800 392 800H608Q664 800 672 762Q694 600 682 436Z';
  const folds = [350, 385, 420, 455, 545, 580, 615, 650].map((x) => `M${x} 440Q${x + 6} 470 ${x - 2} 500`).join('');
  const eyelets = [340, 390, 440, 560, 610, 660].map((x) => `<circle cx="${x}" cy="${x < 500 ? 470 - (x - 340) * 0.05 : 462 + (x - 560) * 0.05}" r="7" fill="#0a0909" stroke="#9b9895" stroke-width="3"/>`).join('');
  return {
    body, w: 215, focus: [500, 500, 2.6],
    draw: (v) =>
      strap('M326 446C316 150 684 150 674 446', 22) +
      panel(body) + sheen('M346 450H420L410 792H352Q332 640 346 450Z') +
      stitch('M334 740Q350 786 400 786H600Q650 786 666 740') +
      (v === 4 ? opening(318, 682, 436, 70) : `<ellipse cx="500" cy="436" rx="182" ry="26" class="k"/><path d="${folds}" class="r"/>`) + eyelets +
      strap('M340 470Q500 452 660 464', 8, false) +
      strap('M496 462Q478 520 470 590', 8, false) + strap('M504 462Q520 520 532 588', 8, false) +
      `<path d="${rr(460, 584, 20, 36, 6)}" class="m"/><path d="${rr(522, 582, 20, 36, 6)}" class="m"/>`,
  };
}

function hobo() {
  const body = 'M236 430Q242 790 500 800Q758 790 764 430Q500 540 236 430Z';
  return {
    body, w: 270, focus: [262, 440, 2.6],
    draw: (v) =>
      strap('M262 440C270 140 730 140 738 440', 44) +
      panel(body) + sheen('M270 452Q300 470 340 482Q330 650 372 770Q268 700 270 452Z') +
      stitch('M254 452Q262 772 500 784Q738 772 746 452') + stitch('M256 448Q500 552 744 448') +
      (v === 4 ? opening(280, 720, 474, 44) : '') +
      `<path d="${rr(236, 416, 52, 44, 10)}" class="u"/>` + rivet(262, 438, 9) + `<path d="${rr(712, 416, 52, 44, 10)}" class="u"/>` + rivet(738, 438, 9),
  };
}

function briefcase() {
  const body = rr(200, 420, 600, 380, 22);
  const clasp = (x) => strap(`M${x} 540V624`, 30) + `<path d="${rr(x - 26, 596, 52, 40, 8)}" class="m"/><circle cx="${x}" cy="616" r="7" fill="#4a4846"/>`;
  return {
    body, w: 310, focus: [330, 612, 2.8],
    draw: (v) =>
      strap('M432 424V380Q432 346 466 346H534Q568 346 568 380V424', 22) +
      `<path d="${rr(414, 408, 36, 22, 5)}" class="m"/><path d="${rr(550, 408, 36, 22, 5)}" class="m"/>` +
      panel(body) + sheen('M232 428H320L316 792H232Z') + stitch(rr(214, 434, 572, 352, 14)) + stitch('M214 690H786') +
      (v === 4 ? opening(206, 794, 424, 48) : panel('M200 440Q200 420 222 420H778Q800 420 800 440V560Q500 580 200 560Z', 'u') + stitch('M214 448Q214 434 230 434H770Q786 434 786 448V548Q500 566 214 548Z') + clasp(330) + clasp(670)),
  };
}

function sling() {
  const body = rr(360, 460, 280, 336, 46);
  return {
    body, w: 170, focus: [740, 250, 2.4],
    draw: (v) =>
      strap('M392 470C300 250 520 100 690 160C830 210 790 520 636 610', 30) +
      `<rect x="728" y="202" width="50" height="30" rx="6" class="mo" stroke-width="7" transform="rotate(-28 753 217)"/>` +
      panel(body) + sheen('M386 470H450L446 790H386Z') + stitch(rr(374, 474, 252, 308, 36)) +
      (v === 4 ? opening(370, 630, 470, 44) : '') +
      `<path d="M392 560Q500 540 608 560" stroke="#050404" stroke-width="10" fill="none"/><path d="M392 560Q500 540 608 560" stroke="#6a6764" stroke-width="3" stroke-dasharray="3 3" fill="none"/>` +
      `<path d="M592 552l14 46" stroke="#9b9895" stroke-width="6"/>` + panel(rr(596, 592, 22, 40, 6), 'u'),
  };
}

// wallets: standing upright, plus an opened interior (v 4)
function openWallet({ w, h, slots = 4, mode = 'slots' }) {
  const x = 500 - w, y = 800 - h, panels = panel(rr(x, y, w * 2, h, 18));
  let inside = `<path d="M500 ${y + 6}V${y + h - 6}" stroke="#050404" stroke-width="10"/>`;
  const gap = (h - 60) / slots;
  for (let i = 0; i < slots; i++) {
    const sy = y + 40 + i * gap;
    inside += `<path d="M${x + 24} ${sy}H${500 - 24}V${y + h - 24}H${x + 24}Z" fill="#1d1c1c" stroke="#3a3838" stroke-width="2"/>`;
    if (i < slots - 1 && i % 2 === 0) inside += `<rect x="${x + 44}" y="${sy - 14}" width="${w - 90}" height="16" rx="3" fill="#3a3838"/><path d="M${x + 24} ${sy}H${476}" stroke="#4a4646" stroke-width="3"/>`;
  }
  const right = mode === 'clip'
    ? `<path d="${rr(530, y + 50, w - 56, 46, 20)}" class="m"/>` + stitch(rr(520, y + 120, w - 44, h - 150, 10))
    : mode === 'hooks'
      ? [0, 1, 2, 3].map((i) => `<circle cx="${540 + i * ((w - 70) / 3)}" cy="${y + 50}" r="12" class="m"/><path d="M${540 + i * ((w - 70) / 3)} ${y + 60}v70" class="mc" stroke-width="6"/>`).join('')
      : mode === 'zip'
        ? `<path d="M524 ${y + 36}H${500 + w - 24}V${y + h - 24}H524Z" fill="#1d1c1c" stroke="#3a3838" stroke-width="2"/>` +
          `<path d="M536 ${y + h * 0.5}H${500 + w - 36}" stroke="#050404" stroke-width="14"/><path d="M536 ${y + h * 0.5}H${500 + w - 36}" stroke="#8d8a87" stroke-width="6" stroke-dasharray="3 3"/>` +
          `<path d="${rr(500 + w - 90, y + h * 0.5 - 8, 26, 46, 8)}" class="u"/>`
      : mode === 'passport'
        ? `<path d="${rr(522, y + 34, w - 50, h - 70, 8)}" fill="#2a2828" stroke="#3a3838" stroke-width="2"/><path d="${rr(500, y + h * 0.55, w - 24, h * 0.45 - 24, 6)}" fill="#1d1c1c" stroke="#3a3838" stroke-width="2"/>`
        : `<path d="M524 ${y + 36}H${500 + w - 24}V${y + h - 24}H524Z" fill="#1d1c1c" stroke="#3a3838" stroke-width="2"/>` +
          `<path d="M524 ${y + h * 0.5}H${500 + w - 24}" stroke="#4a4646" stroke-width="3"/>` + stitch(`M538 ${y + h * 0.5 + 18}H${500 + w - 38}`);
  return panels + stitch(rr(x + 12, y + 12, w * 2 - 24, h - 24, 12)) + inside + right +
    `<rect x="470" y="${y}" width="60" height="${h}" fill="url(#h)"/>`;
}

function longWallet() {
  const body = rr(210, 480, 580, 310, 22);
  return {
    lift: 10, openLift: 0, body, w: 300, focus: [500, 604, 3],
    draw: (v) => v === 4 ? openWallet({ w: 340, h: 300, slots: 5 }) :
      panel(body) + sheen('M240 486H330L326 784H240Z') + stitch(rr(224, 494, 552, 282, 14)) +
      panel('M212 502Q212 480 234 480H766Q788 480 788 502V600Q788 624 764 626H236Q212 624 212 600Z', 'u') +
      stitch('M226 500Q226 494 236 494H764Q774 494 774 500V598Q774 610 762 612H238Q226 610 226 598Z') + rivet(500, 604, 15),
  };
}

function halfWallet() {
  const body = 'M340 470H678Q700 470 700 492V748Q700 770 678 770H340Q300 770 300 730V510Q300 470 340 470Z';
  return {
    lift: 30, openLift: 0, body, w: 220, focus: [520, 560, 2.4],
    draw: (v) => v === 4 ? openWallet({ w: 250, h: 300, slots: 4 }) :
      panel(body) + sheen('M330 474H420L418 766H330Z') +
      stitch('M340 484H676Q686 484 686 494V746Q686 756 676 756H340') +
      `<path d="M312 500Q300 620 312 740" stroke="#3a3838" stroke-width="4" fill="none"/>` +
      stitch('M330 560H456A44 26 0 0 0 544 560H686') + `<path d="M322 548H460A40 24 0 0 0 540 548H700" stroke="#0a0909" stroke-width="3" fill="none"/>`,
  };
}

function cardCase() {
  const body = rr(330, 520, 340, 250, 18);
  const cards = `<path d="${rr(372, 492, 256, 120, 10)}" fill="#3a3838"/><path d="${rr(388, 478, 230, 120, 10)}" fill="#4a4747"/><path d="M392 486H612" stroke="#5a5757" stroke-width="3"/>`;
  return {
    lift: 30, body, w: 190, focus: [500, 580, 3],
    draw: (v) => (v === 4 ? cards.replace(/492/g, '420').replace(/478/g, '382').replace(/486/g, '390') : cards) +
      panel(body) + sheen('M356 524H430L428 766H356Z') + stitch(rr(344, 534, 312, 222, 12)) +
      panel('M334 580H450A50 40 0 0 0 550 580H666V752Q666 766 652 766H348Q334 766 334 752Z', 'u') +
      stitch('M348 594H444A58 46 0 0 0 556 594H652V740Q652 752 640 752H360Q348 752 348 740Z'),
  };
}

function coinPurse() {
  const body = 'M332 566Q300 700 356 770Q378 792 420 792H580Q622 792 644 770Q700 700 668 566Z';
  return {
    body, w: 190, focus: [500, 540, 3],
    draw: (v) =>
      (v === 4 ? `<path d="M330 566Q500 400 670 566" class="mo" stroke-width="10"/>` + opening(338, 662, 566, 52) : '') +
      panel(body) + sheen('M352 580H420L424 786Q346 760 352 580Z') +
      stitch('M340 600Q318 700 366 756Q384 776 420 778H580Q616 776 634 756Q682 700 660 600') +
      `<path d="M328 568Q500 ${v === 4 ? 606 : 524} 672 568" class="mo" stroke-width="12"/>` +
      (v === 4 ? '' : `<circle cx="487" cy="526" r="14" class="m"/><circle cx="513" cy="526" r="14" class="m"/><circle cx="483" cy="521" r="4" fill="#fff" opacity=".6"/>`),
  };
}

function zipWallet() {
  const body = rr(240, 480, 520, 310, 44);
  const zip = 'M256 756V532Q256 496 292 496H708Q744 496 744 532V756';
  return {
    lift: 10, openLift: 0, body, w: 270, focus: [742, 530, 2.8],
    draw: (v) => v === 4 ? openWallet({ w: 320, h: 300, slots: 5, mode: 'zip' }) :
      panel(body) + sheen('M268 488H350L348 786H268Z') +
      `<path d="${zip}" fill="none" stroke="#050404" stroke-width="16"/><path d="${zip}" fill="none" stroke="#8d8a87" stroke-width="7" stroke-dasharray="3 3"/>` +
      stitch('M274 764V540Q274 514 300 514H700Q726 514 726 540V764Q726 776 714 776H286Q274 776 274 764') +
      `<path d="M742 512l26 30" stroke="#9b9895" stroke-width="9" stroke-linecap="round"/>` + panel(rr(756, 532, 30, 70, 10), 'u') + rivet(771, 548, 6),
  };
}

function passportCase() {
  const body = rr(360, 380, 280, 410, 20);
  return {
    lift: 10, openLift: 0, body, w: 160, focus: [470, 520, 2.3],
    draw: (v) => v === 4 ? openWallet({ w: 220, h: 360, slots: 3, mode: 'passport' }) :
      panel(body) + sheen('M384 384H452L450 786H384Z') + stitch(rr(374, 394, 252, 382, 12)) +
      `<path d="${rr(430, 470, 140, 180, 10)}" fill="none" stroke="#0a0909" stroke-width="4"/><path d="${rr(432, 472, 140, 180, 10)}" fill="none" stroke="#2f2d2d" stroke-width="2"/>` +
      `<path d="M370 400Q362 590 370 780" stroke="#3a3838" stroke-width="4" fill="none"/>`,
  };
}

function moneyClip() {
  const body = 'M330 520H682Q700 520 700 538V722Q700 740 682 740H330Q300 740 300 710V550Q300 520 330 520Z';
  return {
    lift: 60, openLift: 0, body, w: 210, focus: [690, 600, 3],
    draw: (v) => v === 4 ? openWallet({ w: 230, h: 240, slots: 3, mode: 'clip' }) :
      `<path d="${rr(350, 500, 300, 60, 4)}" fill="#3a3838"/>` +
      panel(body) + sheen('M326 524H400L398 736H326Z') + stitch('M330 534H684Q686 534 686 538V722Q686 726 682 726H330') +
      `<path d="M340 584H690Q716 584 716 600Q716 616 690 616H340" class="mo" stroke-width="9"/>`,
  };
}

function keyWallet() {
  const body = 'M370 470Q370 440 400 440H600Q630 440 630 470V690Q630 780 500 792Q370 780 370 690Z';
  return {
    lift: 8, openLift: 0, body, w: 150, focus: [500, 580, 3],
    draw: (v) => v === 4 ? openWallet({ w: 200, h: 330, slots: 3, mode: 'hooks' }) :
      ring(500, 412, 30, 8) + panel(body) + sheen('M392 444H452L450 780Q390 760 392 444Z') +
      stitch('M384 470Q384 454 400 454H600Q616 454 616 470V690Q616 766 500 778Q384 766 384 690Z') +
      panel('M370 470Q370 440 400 440H600Q630 440 630 470V560Q500 606 370 560Z', 'u') +
      stitch('M384 472Q384 454 400 454H600Q616 454 616 472V550Q500 590 384 550Z') + rivet(500, 578, 13),
  };
}

// accessories
function belt() {
  const rings = [1, 2, 3, 4, 5].map((k) => `<ellipse cx="500" cy="${560 + k * 3}" rx="${230 - k * 30}" ry="${96 - k * 12.5}" fill="none" stroke="#0a0909" stroke-width="4"/>` +
    `<ellipse cx="500" cy="${562 + k * 3}" rx="${230 - k * 30}" ry="${96 - k * 12.5}" fill="none" stroke="#3a3838" stroke-width="2" opacity=".7"/>`).join('');
  const band = 'M270 560A230 96 0 0 0 730 560V636A230 96 0 0 1 270 636Z';
  return {
    lift: 68, body: null, w: 270, focus: [668, 636, 2.6],
    draw: () =>
      `<ellipse cx="500" cy="560" rx="230" ry="96" fill="#1b1a1a"/>` + rings + `<ellipse cx="500" cy="578" rx="62" ry="22" class="k"/>` +
      panel(band) + sheen('M300 600Q330 640 380 660V730Q320 710 300 680Z') +
      stitch('M282 574A218 90 0 0 0 718 574') + stitch('M282 626A218 90 0 0 0 718 626') +
      `<path d="M640 668Q654 640 652 604" stroke="#0a0909" stroke-width="3" fill="none"/>` +
      `<path d="M626 610L706 596L708 672L628 690Z" class="mo" stroke-width="9" stroke-linejoin="round"/><path d="M632 650L704 634" stroke="#b8b5b1" stroke-width="6"/>`,
  };
}

function keyRing() {
  const body = rr(440, 420, 120, 360, 60);
  return {
    lift: 20, body, w: 90, focus: [500, 420, 2.8],
    draw: () =>
      ring(500, 300, 74, 11) + `<path d="M484 372Q500 392 516 372" class="mo" stroke-width="9"/>` + ring(500, 392, 20, 7) +
      panel(body) + sheen('M452 440H490L488 770Q452 760 452 700Z') + stitch(rr(454, 434, 92, 332, 46)) +
      `<path d="M458 520H542" stroke="#0a0909" stroke-width="3"/>` + rivet(500, 478, 11) + rivet(500, 720, 7),
  };
}

function airpodsCase() {
  const body = rr(360, 500, 280, 250, 70);
  return {
    lift: 50, body, w: 170, focus: [430, 468, 2.8],
    draw: () =>
      `<path d="${rr(392, 380, 80, 140, 34)}" class="mo" stroke-width="12"/><path d="M386 470L402 440" stroke="#e0ded9" stroke-width="4"/>` +
      panel(body) + sheen('M386 506H450L448 746Q386 730 386 506Z') + `<path d="M364 590H636" stroke="#050404" stroke-width="5"/>` +
      stitch(rr(374, 514, 252, 222, 58)) + panel(rr(412, 488, 40, 56, 8), 'u') + rivet(432, 520, 7),
  };
}

function bagStrap() {
  const d = 'M340 300C330 920 670 920 660 300';
  const clip = (x) => `<path d="M${x} 300V270" stroke="#9b9895" stroke-width="10"/><path d="${rr(x - 16, 200, 32, 76, 14)}" class="mo" stroke-width="9"/>` +
    `<path d="M${x + 10} 214V256" stroke="#e0ded9" stroke-width="4"/>` + ring(x, 180, 18, 7);
  return {
    body: null, w: 200, focus: [340, 286, 2.6],
    draw: () => strap(d, 38) + clip(340) + clip(660) + panel(rr(320, 294, 40, 60, 8), 'u') + panel(rr(640, 294, 40, 60, 8), 'u') + rivet(340, 330, 7) + rivet(660, 330, 7),
  };
}

function cardNecklace() {
  const body = rr(400, 520, 200, 268, 16);
  return {
    lift: 12, body, w: 120, focus: [500, 580, 3],
    draw: () =>
      strap('M424 526C410 300 450 120 500 112C550 120 590 300 576 526', 10) +
      ring(424, 520, 10, 5) + ring(576, 520, 10, 5) +
      `<path d="${rr(418, 500, 164, 110, 8)}" fill="#3a3838"/>` +
      panel(body) + sheen('M420 524H470L468 784H420Z') + stitch(rr(412, 532, 176, 244, 10)) +
      panel('M404 576H460A40 32 0 0 0 540 576H596V772Q596 784 584 784H416Q404 784 404 772Z', 'u') + stitch('M416 590H456A44 38 0 0 0 544 590H584'),
  };
}

function shoppingBag() {
  const front = 'M320 420H640V800H320Z', side = 'M640 420L712 440V790L640 800Z';
  return {
    body: null, w: 230, focus: [490, 420, 2.4],
    draw: () =>
      `<path d="M446 428C436 280 544 280 534 428" fill="none" stroke="#0f0e0e" stroke-width="8"/>` +
      `<path d="${side}" fill="#0c0b0b"/><path d="M640 420L676 560L712 440M676 560V795" fill="none" stroke="#1f1e1e" stroke-width="3"/>` +
      `<path d="${front}" fill="#1a1919"/><path d="${front}" class="e"/><rect x="320" y="420" width="320" height="44" fill="#232121"/>` +
      sheen('M340 470H420V796H340Z') +
      `<path d="M440 440C430 296 550 296 540 440" fill="none" stroke="#2a2828" stroke-width="9"/>` +
      [440, 540].map((x) => `<circle cx="${x}" cy="446" r="8" fill="#0a0909" stroke="#3a3838" stroke-width="3"/>`).join(''),
  };
}

function bagCharm() {
  const strands = Array.from({ length: 15 }, (_, i) => {
    const x = 470 + i * 4.3, dx = (i - 7) * 9;
    return `<path d="M${n(x)} 440Q${n(x + dx * 0.3)} 600 ${n(x + dx)} 760" stroke="${i % 4 === 1 ? '#2a2828' : '#161515'}" stroke-width="9" fill="none" stroke-linecap="round"/>`;
  }).join('');
  return {
    lift: 40, body: null, w: 110, focus: [500, 340, 2.8],
    draw: () =>
      ring(500, 196, 34, 9) + `<path d="${rr(486, 224, 28, 54, 12)}" class="mo" stroke-width="7"/>` + strap('M500 272V330', 16, false) +
      strands + panel('M462 330Q500 318 538 330L552 446Q500 462 448 446Z') + stitch('M456 360Q500 372 544 360') + stitch('M452 420Q500 434 548 420'),
  };
}

function nameTag() {
  const body = 'M420 400H580L620 440V762Q620 782 600 782H400Q380 782 380 762V440Z';
  return {
    lift: 18, body, w: 140, focus: [500, 446, 2.8],
    draw: () =>
      strap('M500 430C470 260 560 180 520 110', 20) + `<rect x="491" y="217" width="46" height="30" rx="6" class="mo" stroke-width="7" transform="rotate(15 514 232)"/>` +
      panel(body) + sheen('M404 444H454L452 778H404Z') + stitch('M426 414H574L606 446V756Q606 768 594 768H406Q394 768 394 756V446Z') +
      `<path d="${rr(416, 540, 168, 190, 12)}" fill="#2d2b2b" stroke="#0a0909" stroke-width="4"/>` + stitch(rr(426, 550, 148, 170, 8)) +
      `<circle cx="500" cy="446" r="18" class="k" stroke="#9b9895" stroke-width="6"/>`,
  };
}

const SHAPES = {
  tote: () => tote({ x1: 260, x2: 740, yt: 420, yb: 800, hy: 210, hw: 26, slant: 26 }),
  'mini-tote': () => tote({ x1: 320, x2: 680, yt: 540, yb: 800, hy: 300, hw: 22, slant: 20 }),
  'shoulder-bag': shoulderBag,
  'crossbody-bag': crossbody,
  backpack,
  clutch,
  'bucket-bag': bucket,
  'hobo-bag': hobo,
  briefcase,
  'sling-bag': sling,
  'long-wallet': longWallet,
  'half-wallet': halfWallet,
  'card-case': cardCase,
  'coin-purse': coinPurse,
  'zip-wallet': zipWallet,
  'passport-case': passportCase,
  'money-clip': moneyClip,
  'key-wallet': keyWallet,
  belt,
  'key-ring': keyRing,
  'airpods-case': airpodsCase,
  'bag-strap': bagStrap,
  'card-necklace': cardNecklace,
  'shopping-bag': shoppingBag,
  'bag-charm': bagCharm,
  'name-tag': nameTag,
};

const floor = (w, cx = 500, cy = 802) =>
  `<ellipse cx="${cx}" cy="${cy + 6}" rx="${n(w * 1.35)}" ry="${n(Math.max(26, w * 0.16))}" fill="url(#f)"/>` +
  `<ellipse cx="${cx}" cy="${cy}" rx="${n(w * 0.95)}" ry="9" fill="#000" opacity=".28"/>`;

/** Framing per slug: [zoom, floor line] so small goods fill the square as well as the big bags. */
const FRAME = {
  tote: [1.08, 812], 'mini-tote': [1.12, 800], 'shoulder-bag': [1.1, 812], 'crossbody-bag': [1.08, 812], backpack: [1.12, 820],
  clutch: [1.18, 790], 'bucket-bag': [1.1, 812], 'hobo-bag': [1.1, 812], briefcase: [1.12, 800], 'sling-bag': [1.12, 812],
  'long-wallet': [1.3, 730], 'half-wallet': [1.45, 740], 'card-case': [1.55, 750], 'coin-purse': [1.55, 740], 'zip-wallet': [1.3, 730],
  'passport-case': [1.3, 800], 'money-clip': [1.5, 710], 'key-wallet': [1.45, 800],
  belt: [1.28, 680], 'key-ring': [1.18, 820], 'airpods-case': [1.5, 800], 'bag-strap': [1.12, 830], 'card-necklace': [1.1, 820],
  'shopping-bag': [1.3, 820], 'bag-charm': [1.18, 830], 'name-tag': [1.12, 830],
};

/** One product image: v 1 front, 2 angle, 3 detail close-up, 4 interior. */
function goodsImage(slug, v) {
  const s = SHAPES[slug](), [k, fy] = FRAME[slug] ?? [1, 800];
  // opened goods spread wider than closed ones, so the interior view zooms in less
  const frame = (inner, z = k) => `<g transform="translate(500 ${fy}) scale(${z}) translate(-500 -800)">${inner}</g>`;
  const studio = '<rect width="1000" height="1000" fill="url(#bg)"/><rect width="1000" height="1000" fill="url(#gl)"/>';
  let defs = STUDIO, scene;
  // shift goods whose drawing stops short of the floor line down onto it
  const lifted = (inner, d) => (d ? `<g transform="translate(0 ${d})">${inner}</g>` : inner);
  const lift = s.lift ?? 0, openLift = s.openLift ?? lift;
  if (v === 2) {
    // three-quarter view: the front sheared back, the silhouette extruded behind it as the side wall
    let depth = '';
    if (s.body) {
      defs += `<path id="b" d="${s.body}"/>`;
      for (let i = 16; i >= 2; i--) depth += `<use href="#b" x="${n(2.8 * i)}" y="${n(-1.6 * i)}"/>`;
      depth = `<g fill="#0e0d0d">${depth}</g><use href="#b" x="2.8" y="-1.6" fill="#262424"/>`;
    }
    scene = frame(floor(s.w * 1.08, 520) + `<g transform="translate(500 800) skewY(-6) scale(.86 1) translate(-500 -800)">${lifted(depth + s.draw(1), lift)}</g>`);
  } else if (v === 3) {
    const [fx, fy2, z] = s.focus;
    scene = `<g transform="translate(500 500) scale(${z}) translate(${-fx} ${-fy2})">${s.draw(1)}</g>`;
  } else {
    scene = v === 4 ? frame(floor(s.w) + lifted(s.draw(4), openLift), Math.min(k, 1.18)) : frame(floor(s.w) + lifted(s.draw(1), lift));
  }
  return svg(1000, 1000, defs, studio + scene);
}

// ── wide and tall compositions ─────────────────────────────────────────────────────────────────────

/** A product drawing placed at (x, y = floor) with scale k, with its own floor shadow. */
const place = (slug, x, y, k, v = 1) => {
  const s = SHAPES[slug]();
  const lift = v === 4 ? s.openLift ?? s.lift : s.lift;
  return `<g transform="translate(${x} ${y}) scale(${k}) translate(-500 ${-800 + (lift ?? 0)})">${floor(s.w, 500, 802 - (lift ?? 0))}${s.draw(v)}</g>`;
};

const darkDefs = () =>
  `<linearGradient id="dk" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2a2828"/><stop offset=".7" stop-color="#1c1b1b"/><stop offset="1" stop-color="#121111"/></linearGradient>` +
  `<radialGradient id="sp" cx=".5" cy=".45" r=".5"><stop offset="0" stop-color="#CDCDCD" stop-opacity=".55"/><stop offset=".55" stop-color="#8a8785" stop-opacity=".18"/><stop offset="1" stop-color="#8a8785" stop-opacity="0"/></radialGradient>` +
  `<linearGradient id="fl" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3a3838"/><stop offset="1" stop-color="#151414"/></linearGradient>` +
  STUDIO +
  `<linearGradient id="vg" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity=".55"/><stop offset=".45" stop-color="#000" stop-opacity="0"/></linearGradient>`;

/** Dark room: wall, light pool, floor plane; products sit on the floor line. */
const darkRoom = (w, h, floorY, spots) =>
  `<rect width="${w}" height="${h}" fill="url(#dk)"/>` +
  spots.map(([x, y, r]) => `<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${n(r * 0.8)}" fill="url(#sp)"/>`).join('') +
  `<rect y="${floorY}" width="${w}" height="${h - floorY}" fill="url(#fl)" opacity=".9"/><path d="M0 ${floorY}H${w}" stroke="#4a4646" stroke-width="1.5"/>`;

/** Light studio: warm grey wall with a darker floor band. */
const lightRoom = (w, h, floorY) =>
  `<rect width="${w}" height="${h}" fill="url(#bg)"/><rect width="${w}" height="${h}" fill="url(#gl)"/>` +
  `<rect y="${floorY}" width="${w}" height="${h - floorY}" fill="#CDCDCD" opacity=".55"/><path d="M0 ${floorY}H${w}" stroke="#bdbcbb" stroke-width="2"/>`;

/** A plinth (grey block) with top at y. */
const plinth = (x, y, w, h, tone = '#3a3838') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${tone}"/><rect x="${x}" y="${y}" width="${w}" height="8" fill="#fff" opacity=".08"/>` +
  `<rect x="${x}" y="${y + h - 2}" width="${w}" height="2" fill="#000" opacity=".4"/>`;

function banners() {
  const out = {};
  // home tile 1: light studio, bags on plinths, left side kept calm for the headline
  out['home-1'] = svg(1600, 900, darkDefs(),
    lightRoom(1600, 900, 720) + `<rect x="0" y="0" width="1600" height="900" fill="url(#vg)" opacity=".35"/>` +
    plinth(880, 640, 560, 260, '#2a2828') + plinth(1180, 540, 300, 360, '#3a3838') +
    place('tote', 1010, 640, 0.62) + place('crossbody-bag', 1330, 540, 0.5) + place('key-ring', 840, 720, 0.32));
  // home tile 2: dark room, wallets under a light pool
  out['home-2'] = svg(1600, 900, darkDefs(),
    darkRoom(1600, 900, 700, [[1100, 520, 620]]) +
    plinth(820, 610, 620, 290, '#2a2828') +
    place('long-wallet', 1010, 610, 0.62) + place('card-case', 1300, 610, 0.55) + place('half-wallet', 650, 840, 0.55) +
    `<rect width="1600" height="900" fill="url(#vg)"/>`);
  // closing: a shelf of the whole range
  out['closing'] = svg(1600, 900, darkDefs(),
    darkRoom(1600, 900, 690, [[400, 520, 360], [800, 520, 360], [1200, 520, 360]]) +
    `<rect x="120" y="686" width="1360" height="18" fill="#3a3838"/><rect x="120" y="704" width="1360" height="10" fill="#0a0909" opacity=".6"/>` +
    place('backpack', 260, 686, 0.52) + place('hobo-bag', 560, 686, 0.5) + place('briefcase', 900, 686, 0.45) +
    place('bucket-bag', 1190, 686, 0.5) + place('key-wallet', 1400, 686, 0.42));

  // list pages, 1920x600
  const list = (content, dark = true, spots = [[1320, 300, 520]]) =>
    svg(1920, 600, darkDefs(), (dark ? darkRoom(1920, 600, 470, spots) : lightRoom(1920, 600, 470)) + content +
      `<rect width="1920" height="600" fill="url(#vg)" opacity="${dark ? 1 : 0.25}"/>`);
  out['all-items'] = list(
    place('tote', 860, 480, 0.36) + place('crossbody-bag', 1070, 480, 0.36) + place('long-wallet', 1260, 480, 0.34) +
    place('belt', 1450, 480, 0.34) + place('backpack', 1640, 480, 0.34) + place('card-case', 1800, 480, 0.3), false);
  out['best-seller'] = list(
    plinth(1060, 400, 240, 200) + plinth(1300, 340, 240, 260, '#4a4646') + plinth(1540, 430, 240, 170) +
    place('mini-tote', 1180, 400, 0.38) + place('tote', 1420, 340, 0.36) + place('long-wallet', 1660, 430, 0.32),
    true, [[1420, 260, 460]]);
  out['bags'] = list(place('shoulder-bag', 1150, 480, 0.5) + place('tote', 1450, 480, 0.52) + place('sling-bag', 1720, 480, 0.42), true, [[1450, 280, 560]]);
  out['wallets'] = list(
    place('zip-wallet', 1120, 480, 0.42) + place('long-wallet', 1420, 480, 0.44) + place('coin-purse', 1700, 480, 0.46), false);
  out['accessories'] = list(place('belt', 1180, 480, 0.5) + place('key-ring', 1420, 480, 0.46) + place('airpods-case', 1600, 480, 0.44) + place('bag-charm', 1780, 480, 0.44), true, [[1450, 280, 520]]);
  return out;
}

function categories() {
  const tile = (content) => svg(800, 1000, darkDefs(),
    lightRoom(800, 1000, 780) + `<path d="M160 780V360A240 240 0 0 1 640 360V780Z" fill="#CDCDCD" opacity=".6"/>` + content);
  return {
    bags: tile(place('tote', 400, 800, 0.66)),
    wallets: tile(place('long-wallet', 360, 800, 0.55) + place('card-case', 540, 860, 0.5)),
    accessories: tile(place('belt', 330, 820, 0.5) + place('key-ring', 560, 800, 0.55)),
  };
}

function about() {
  const W = 1200, H = 900, bg = `<rect width="${W}" height="${H}" fill="url(#dk)"/>`;
  const stitches = (d, c = '#6a6764') => `<path d="${d}" fill="none" stroke="${c}" stroke-width="3" stroke-dasharray="14 10" stroke-linecap="round"/>`;
  // 1 workshop: cutting mat grid, a hide, an awl and a thread spool
  const grid = Array.from({ length: 13 }, (_, i) => `M${100 + i * 80} 160V800M100 ${160 + i * 53}H1060`).join('');
  const s1 = bg + `<rect x="100" y="160" width="960" height="640" fill="#1f1e1e"/><path d="${grid}" stroke="#2f2d2d" stroke-width="2"/>` +
    `<path d="M220 250Q420 200 620 260Q760 300 760 440Q800 620 620 700Q420 760 260 680Q150 600 190 430Q170 300 220 250Z" class="l"/>` +
    stitches('M260 300Q430 250 600 306Q712 340 714 450Q744 600 604 656Q430 710 290 646Q206 580 236 440Q222 330 260 300Z', '#4a4646') +
    `<g transform="rotate(-28 900 420)"><rect x="870" y="250" width="60" height="200" rx="26" fill="#3a3838"/><rect x="882" y="450" width="36" height="20" fill="#9b9895"/><path d="M900 470V640" stroke="#cfccc8" stroke-width="8" stroke-linecap="round"/></g>` +
    `<rect x="820" y="610" width="150" height="110" rx="14" fill="#2a2828"/><ellipse cx="895" cy="610" rx="75" ry="22" fill="#3a3838"/><path d="M830 640H960M830 660H960M830 680H960M830 700H960" stroke="#4a4646" stroke-width="3"/>`;
  // 2 leather: overlapping swatches in the three blacks
  const sw = (x, y, r, c) => `<path d="${rr(x, y, 360, 240, 22)}" fill="${c}" transform="rotate(${r} ${x + 180} ${y + 120})"/>`;
  const s2 = bg + `<ellipse cx="600" cy="460" rx="520" ry="360" fill="url(#sp)"/>` +
    sw(200, 260, -12, '#3a3838') + sw(400, 330, 6, '#2a2828') + `<g>${sw(600, 270, -4, '#151414')}</g>` +
    stitches(rr(626, 296, 308, 188, 14).replace(/Z$/, '')) + `<path d="M200 760H1000" stroke="#3a3838" stroke-width="2"/>`;
  // 3 craft: saddle stitching along a burnished edge, two needles, a pricking iron resting above
  const slot = (x, fill, w = 30) => `<rect x="${x}" y="494" width="${w}" height="11" rx="5.5" fill="${fill}" transform="rotate(-32 ${x + w / 2} 500)"/>`;
  const stitched = Array.from({ length: 11 }, (_, i) => slot(90 + i * 58, 'url(#m)', 40)).join('');
  const holes = Array.from({ length: 5 }, (_, i) => slot(770 + i * 58, '#050404', 18)).join('');
  const s3 = bg + `<ellipse cx="560" cy="470" rx="620" ry="380" fill="url(#sp)"/>` +
    `<path d="M0 330H1080Q1140 330 1140 390V560H0Z" class="l"/><path d="M0 560H1140V610Q1140 640 1100 640H0Z" fill="#2a2828"/>` +
    `<path d="M0 598H1128" stroke="#0a0909" stroke-width="3"/><path d="M0 566H1136" stroke="#4a4646" stroke-width="3"/>` +
    `<path d="M0 500H1100" stroke="#0a0909" stroke-width="5"/><path d="M0 507H1100" stroke="#3a3838" stroke-width="2"/>` +
    stitched + holes +
    `<path d="M714 500C760 420 800 330 880 250" fill="none" stroke="#b8b5b1" stroke-width="3"/><path d="M714 500C700 400 640 300 560 236" fill="none" stroke="#8d8a87" stroke-width="3"/>` +
    `<path d="M860 268L1000 130" stroke="#e0ded9" stroke-width="7" stroke-linecap="round"/><path d="M572 246L470 110" stroke="#cfccc8" stroke-width="7" stroke-linecap="round"/>` +
    `<g transform="translate(120 560) rotate(-4 300 200)"><rect x="120" y="170" width="300" height="46" rx="8" fill="#3a3838"/><rect x="420" y="180" width="120" height="26" fill="url(#m)"/>` +
    `<path d="M540 206${' l8 14 l8 -14'.repeat(8)}" fill="#9b9895"/></g>`;
  // 4 storage: compact grid of compartments, a card case and folded wallet inside
  const s4 = bg + `<rect x="180" y="160" width="840" height="600" rx="20" fill="#151414"/>` +
    [[200, 180, 400, 270], [620, 180, 380, 270], [200, 470, 260, 270], [480, 470, 260, 270], [760, 470, 240, 270]]
      .map(([x, y, w, h]) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="#2a2828"/><rect x="${x}" y="${y}" width="${w}" height="14" rx="7" fill="#3a3838" opacity=".6"/>`).join('') +
    `<g transform="translate(400 430) scale(.42) translate(-500 -800)">${SHAPES['long-wallet']().draw(1)}</g>` +
    `<g transform="translate(810 430) scale(.46) translate(-500 -800)">${SHAPES['card-case']().draw(1)}</g>` +
    `<g transform="translate(610 720) scale(.4) translate(-500 -800)">${SHAPES['key-ring']().draw(1)}</g>` +
    `<g transform="translate(880 724) scale(.4) translate(-500 -800)">${SHAPES['coin-purse']().draw(1)}</g>`;
  const defs = darkDefs();
  return { 'story-1': svg(W, H, defs, s1), 'story-2': svg(W, H, defs, s2), 'story-3': svg(W, H, defs, s3), 'story-4': svg(W, H, defs, s4) };
}

/** "the shop" in monoline geometric letters (paths, no font needed). x-height 60, ascender 100, baseline 120. */
function logo() {
  const letters = [];
  let x = 10;
  const put = (d, w) => { letters.push(`<path transform="translate(${x} 0)" d="${d}"/>`); x += w; };
  put('M14 30V106Q14 120 28 120H36M0 62H34', 44); // t
  put('M6 20V120M6 90Q6 60 34 60Q62 60 62 90V120', 80); // h
  put('M4 90H66Q66 60 35 60Q4 60 4 90Q4 120 35 120Q56 120 64 106', 104); // e + word space
  put('M54 70Q46 60 30 60Q8 60 8 75Q8 88 32 90Q58 92 58 105Q58 120 32 120Q12 120 4 108', 74); // s
  put('M6 20V120M6 90Q6 60 34 60Q62 60 62 90V120', 80); // h
  put('M35 60A31 30 0 1 1 34.9 60Z', 82); // o
  put('M6 60V154M6 90A31 30 0 1 1 6 90.1', 70); // p
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${x + 10} 160" width="${x + 10}" height="160" role="img" aria-label="the shop">` +
    `<title>the shop</title><g fill="none" stroke="#151414" stroke-width="9" stroke-linecap="round" stroke-linejoin="round">${letters.join('')}</g></svg>\n`;
}

// ── write everything ───────────────────────────────────────────────────────────────────────────────

function write(rel, text) {
  const file = join(ASSETS, rel);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  return Buffer.byteLength(text);
}

const referenced = [...new Set([...readFileSync(DATA, 'utf8').matchAll(/\/images\/goods\/([a-z0-9-]+)-(\d+)\.svg/g)].map((m) => m[0]))];
if (referenced.length === 0) throw new Error(`no /images/goods/... paths found in ${DATA}`);

rmSync(join(ASSETS, 'goods'), { recursive: true, force: true });
let count = 0, biggest = ['', 0];
const note = (rel, bytes) => { count++; if (bytes > biggest[1]) biggest = [rel, bytes]; };
for (const path of referenced) {
  const [, slug, view] = path.match(/\/images\/goods\/([a-z0-9-]+)-(\d+)\.svg/);
  if (!SHAPES[slug]) throw new Error(`no drawing for goods slug "${slug}" (${path}); add one to SHAPES`);
  if (+view < 1 || +view > 4) throw new Error(`view ${view} of ${slug}: only 1 (front) to 4 (interior) are drawn`);
  const rel = `goods/${slug}-${view}.svg`;
  note(rel, write(rel, goodsImage(slug, +view)));
}
for (const [name, text] of Object.entries(banners())) note(`banners/${name}.svg`, write(`banners/${name}.svg`, text));
for (const [name, text] of Object.entries(categories())) note(`categories/${name}.svg`, write(`categories/${name}.svg`, text));
for (const [name, text] of Object.entries(about())) note(`about/${name}.svg`, write(`about/${name}.svg`, text));
note('brand/logo.svg', write('brand/logo.svg', logo()));

console.log(`wrote ${count} SVG files under ${ASSETS} (${referenced.length} goods images; largest ${biggest[0]}, ${biggest[1]} bytes)`);
