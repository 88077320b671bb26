/**
 * The PDF of a hierarchy (the organisation chart) as an indented outline: each node a box under
 * its parent, moved right by its depth, with a coloured bar per level at its left edge; its
 * lines below the title and its note (a head count) at the right. An outline, not a drawn chart,
 * because it pages: 2,000 areas side by side fit on no sheet of paper.
 */
import { writeFramedPdf, type PdfDocument } from './pdf';
import type { PrintedTreeNode, TreeRenderInput } from './render-input';

const INDENT = 16;
const LEVEL_COLORS = ['#215db0', '#1c6e42', '#935610', '#7961db', '#ac2f33', '#147eb3'];
const LINE_COLOR = '#c5cbd3';
const DETAIL_COLOR = '#5f6b7c';

function box(node: PrintedTreeNode, depth: number): Record<string, unknown> {
  const bar = LEVEL_COLORS[depth % LEVEL_COLORS.length];
  return {
    margin: [depth * INDENT, 0, 0, 3],
    // A box never splits across pages.
    unbreakable: true,
    table: {
      widths: ['*', 'auto'],
      body: [
        [
          { stack: [{ text: node.title, bold: true, fontSize: 9.5 }, ...node.lines.map((text) => ({ text, fontSize: 8, color: DETAIL_COLOR, margin: [0, 1, 0, 0] }))] },
          { text: node.aside, fontSize: 8, alignment: 'right', noWrap: true },
        ],
      ],
    },
    layout: {
      hLineWidth: () => 0.5,
      vLineWidth: (i: number) => (i === 0 ? 3 : i === 2 ? 0.5 : 0),
      hLineColor: () => LINE_COLOR,
      vLineColor: (i: number) => (i === 0 ? bar : LINE_COLOR),
      paddingLeft: (i: number) => (i === 0 ? 6 : 4),
      paddingRight: () => 5,
      paddingTop: () => 3,
      paddingBottom: () => 3,
    },
  };
}

/** The nodes in reading order (each before its children), with their depth. */
function outline(nodes: PrintedTreeNode[], depth = 0): Record<string, unknown>[] {
  return nodes.flatMap((node) => [box(node, depth), ...outline(node.children, depth + 1)]);
}

export function treePdf(input: TreeRenderInput): PdfDocument {
  return { content: outline(input.tree) };
}

export function renderTreePdf(input: TreeRenderInput, onProgress: (fraction: number) => void): Promise<Uint8Array> {
  return writeFramedPdf(input, treePdf(input), onProgress);
}
