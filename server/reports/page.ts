/** The A4 page every PDF is printed on, and the room its header and footer leave (pdf.ts's frame). */
export const MARGIN = 28;
export const PAGE_WIDTH = { portrait: 595.28, landscape: 841.89 };
export const PAGE_HEIGHT = { portrait: 841.89, landscape: 595.28 };
/** Top, right, bottom, left: the header above the top one, the page number below the bottom one. */
export const PAGE_MARGINS = [MARGIN, 74, MARGIN, 40] as const;
