/**
 * The PDF of a document (one record as a page to read and sign), in the reports' page frame:
 * each section a titled band; label/value pairs two to a row, the label small above its value
 * as on a printed form; long texts as paragraphs; small tables with a repeating header; the
 * signature lines at the end, kept together. Values arrive as text and are placed as text.
 */
import type { DocumentBlock, LaidOutDocument } from '../../engine/report/document-layout';
import { MARGIN, PAGE_WIDTH, writeFramedPdf, type PdfDocument } from './pdf';
import type { DocumentRenderInput } from './render-input';

const RULE_COLOR = '#394b59';
/** `headlineLevel` marks of a section title and its rule, for the page-break rule. */
const TITLE = 1;
const TITLE_RULE = 2;
const TABLE_HEADER_FILL = '#f5f7f9';
const LABEL_COLOR = '#5f6b7c';
const LINE_COLOR = '#c5cbd3';
const PAIRS_PER_ROW = 3;
/** Characters a value may have and still share a row with others. */
const WIDE_VALUE = 40;

const label = (text: string) => ({ text, fontSize: 7.5, color: LABEL_COLOR });

const pairsLayout = {
  hLineWidth: () => 0,
  vLineWidth: () => 0,
  paddingLeft: () => 4,
  paddingRight: () => 4,
  paddingTop: () => 2.5,
  paddingBottom: () => 2.5,
};

const tableLayout = {
  hLineWidth: (i: number, node: { table: { body: unknown[] } }) => (i === 0 || i === node.table.body.length ? 0.6 : 0.4),
  vLineWidth: () => 0,
  hLineColor: () => LINE_COLOR,
  paddingLeft: () => 4,
  paddingRight: () => 4,
  paddingTop: () => 2.5,
  paddingBottom: () => 2.5,
};

function blockContent(block: DocumentBlock): Record<string, unknown> {
  switch (block.kind) {
    case 'fields': {
      const rows: unknown[][] = [];
      let row: unknown[] = [];
      const close = () => {
        if (!row.length) return;
        while (row.length < PAIRS_PER_ROW) row.push({ stack: [] });
        rows.push(row);
        row = [];
      };
      for (const { label: caption, value } of block.pairs) {
        const cell = { stack: [label(caption), { text: value, margin: [0, 1, 0, 0] }] };
        // A value too long for a column takes a row of its own instead of wrapping in a narrow one.
        if (value.length > WIDE_VALUE) {
          close();
          rows.push([{ ...cell, colSpan: PAIRS_PER_ROW }, ...Array.from({ length: PAIRS_PER_ROW - 1 }, () => ({}))]);
          continue;
        }
        row.push(cell);
        if (row.length === PAIRS_PER_ROW) close();
      }
      close();
      return { table: { widths: Array.from({ length: PAIRS_PER_ROW }, () => '*'), body: rows, dontBreakRows: true }, layout: pairsLayout };
    }
    case 'text':
      return { margin: [4, 4, 4, 2], stack: [label(block.label), { text: block.text, margin: [0, 1, 0, 0], lineHeight: 1.15 }] };
    case 'table':
      return {
        margin: [4, 4, 4, 2],
        table: {
          headerRows: 1,
          dontBreakRows: true,
          widths: block.columns.map((_, i) => (i === block.columns.length - 1 ? '*' : 'auto')),
          body: [block.columns.map((text) => ({ text, bold: true, fontSize: 8, fillColor: TABLE_HEADER_FILL })), ...block.rows],
        },
        layout: tableLayout,
      };
  }
}

function signatureLines(signatures: LaidOutDocument['signatures'], width: number): Record<string, unknown>[] {
  if (!signatures.length) return [];
  const gap = 24;
  const each = (width - gap * (signatures.length - 1)) / signatures.length;
  return [
    {
      unbreakable: true,
      margin: [0, 48, 0, 0],
      columnGap: gap,
      columns: signatures.map(({ label: caption, name }) => ({
        width: each,
        alignment: 'center',
        stack: [
          { canvas: [{ type: 'line', x1: 0, y1: 0, x2: each, y2: 0, lineWidth: 0.6 }] },
          { text: name || ' ', margin: [0, 3, 0, 0] },
          label(caption),
        ],
      })),
    },
  ];
}

export function documentPdf(input: DocumentRenderInput): PdfDocument {
  const width = PAGE_WIDTH[input.orientation] - 2 * MARGIN;
  const { sections, signatures } = input.document;
  return {
    defaultStyle: { font: 'Roboto', fontSize: 9 },
    content: [
      ...sections.map((section, i) => ({
        margin: [0, i === 0 ? 0 : 10, 0, 0],
        stack: [
          { text: section.title, bold: true, fontSize: 10.5, headlineLevel: TITLE },
          { canvas: [{ type: 'line', x1: 0, y1: 1, x2: width, y2: 1, lineWidth: 1, lineColor: RULE_COLOR }], headlineLevel: TITLE_RULE, margin: [0, 0, 0, 2] },
          ...section.blocks.map(blockContent),
        ],
      })),
      ...signatureLines(signatures, width),
    ],
    // A section's title never ends a page alone: it moves to the next one with its content.
    pageBreakBefore: (node: { headlineLevel?: number }, nodes: { getFollowingNodesOnPage(): { headlineLevel?: number }[] }) =>
      node.headlineLevel === TITLE && nodes.getFollowingNodesOnPage().every((next) => next.headlineLevel === TITLE_RULE),
  };
}

export function renderDocumentPdf(input: DocumentRenderInput, onProgress: (fraction: number) => void): Promise<Uint8Array> {
  return writeFramedPdf(input, documentPdf(input), onProgress);
}
