// Every page of a deal-room PDF carries who downloaded it and when: a footer line at the bottom
// edge and one light diagonal across the middle, both upright as the page is shown (its /Rotate
// taken into account). A deterrent, not DRM: the stamp is ordinary text a determined reader can
// remove with a PDF editor; it makes a leaked copy traceable to whoever let it out.
import { degrees, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { readPdf } from './read-pdf.js';
import { stampTime, winAnsi } from './stamp-text.js';

export interface Viewer {
  name: string;
  /** '' for a reader nobody knows (a public document's anonymous copy): left out of the stamp. */
  email: string;
  at: Date;
  /** IANA zone the time is written in (the viewer's or the firm's); UTC when absent. */
  timeZone?: string;
}

const MARGIN = 14;
const FOOTER_SIZE = 8;
const DIAGONAL_MAX = 36;
const GREY = rgb(0.35, 0.35, 0.35);

/** The page as shown: its visible box's size once rotated, and how a point of that upright view
 * maps back to the page's own coordinates. */
function shownBox(page: PDFPage) {
  const box = page.getCropBox();
  const turn = (((page.getRotation().angle % 360) + 360) % 360) as 0 | 90 | 180 | 270;
  const sideways = turn === 90 || turn === 270;
  const width = sideways ? box.height : box.width;
  const height = sideways ? box.width : box.height;
  // A viewer turns the page clockwise by `turn`; these undo it for a point (u, v) of the view.
  const at = (u: number, v: number) => {
    if (turn === 90) return { x: box.x + box.width - v, y: box.y + u };
    if (turn === 180) return { x: box.x + box.width - u, y: box.y + box.height - v };
    if (turn === 270) return { x: box.x + v, y: box.y + box.height - u };
    return { x: box.x + u, y: box.y + v };
  };
  return { width, height, turn, at };
}

/** Draws `text` on the view, its baseline starting at (u, v) at `angle` degrees from the view's
 * horizontal. */
function drawShown(
  page: PDFPage,
  view: ReturnType<typeof shownBox>,
  text: string,
  u: number,
  v: number,
  options: { font: PDFFont; size: number; angle?: number; opacity: number },
) {
  const angle = options.angle ?? 0;
  page.drawText(text, {
    ...view.at(u, v),
    font: options.font,
    size: options.size,
    color: GREY,
    opacity: options.opacity,
    rotate: degrees(angle + view.turn),
  });
}

function stampPage(page: PDFPage, font: PDFFont, footer: string, diagonal: string) {
  const view = shownBox(page);
  // Shrunk to fit a narrow page rather than cut: the email must stay whole to be worth anything.
  const footerSize = Math.min(FOOTER_SIZE, (view.width - 2 * MARGIN) / font.widthOfTextAtSize(footer, 1));
  const footerWidth = font.widthOfTextAtSize(footer, footerSize);
  // A white band behind the footer keeps it legible over content that runs to the page's edge.
  const band = view.at(MARGIN - 2, MARGIN - 3);
  page.drawRectangle({
    ...band,
    width: footerWidth + 4,
    height: footerSize + 5,
    rotate: degrees(view.turn),
    color: rgb(1, 1, 1),
    opacity: 0.75,
  });
  drawShown(page, view, footer, MARGIN, MARGIN, { font, size: footerSize, opacity: 1 });

  // Along the view's diagonal, over 70 % of it at most: visible on every page, hiding nothing.
  const angle = (Math.atan2(view.height, view.width) * 180) / Math.PI;
  const length = Math.hypot(view.width, view.height);
  const size = Math.min(DIAGONAL_MAX, (0.7 * length) / font.widthOfTextAtSize(diagonal, 1));
  const half = font.widthOfTextAtSize(diagonal, size) / 2;
  const rad = (angle * Math.PI) / 180;
  // Start so the text's middle (and half its cap height) sits on the page's centre.
  const lift = size * 0.35;
  const u = view.width / 2 - half * Math.cos(rad) + lift * Math.sin(rad);
  const v = view.height / 2 - half * Math.sin(rad) - lift * Math.cos(rad);
  drawShown(page, view, diagonal, u, v, { font, size, angle, opacity: 0.18 });
}

/** The PDF with every page stamped with the viewer's name, email and time. The file must have
 * passed `checkUpload` (an encrypted or unreadable one throws the same 415/400). Characters
 * Helvetica cannot write (WinAnsi) are replaced, see `winAnsi`. */
export async function stampPdf(bytes: Buffer, viewer: Viewer): Promise<Buffer> {
  const doc = await readPdf(bytes);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const name = winAnsi(viewer.name.trim(), font);
  const email = winAnsi(viewer.email.trim(), font);
  const who = [name, email].filter(Boolean).join(' · ');
  const footer = `${who} · ${stampTime(viewer.at, viewer.timeZone)}`;
  const diagonal = who;
  // A page's content may leave its graphics state changed (a scale, a clip, a fill colour): pdf-lib
  // wraps a loaded page's content in q … Q before adding its own stream (autoNormalizeCTM), so the
  // stamp drawn after it cannot be moved, shrunk or hidden (stamp-pdf.test.ts checks it).
  for (const page of doc.getPages()) stampPage(page, font, footer, diagonal);
  return Buffer.from(await doc.save());
}
