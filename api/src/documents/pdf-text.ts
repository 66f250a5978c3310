/**
 * For the documents' tests: a PDF read back to text with unpdf (PDF.js), as the rows a reader
 * sees — each page top to bottom, the pieces of text on one baseline joined left to right by
 * one space ("Booking reference KJ-7X2QK9", "Total KES 3,500.00").
 */
import { extractTextItems } from 'unpdf';

/** Baselines closer than this (points) are one row. */
const SAME_ROW = 1.5;

/** The rows of text of PDF `bytes`, page after page. */
export async function pdfRows(bytes: Uint8Array): Promise<string[]> {
  const { items } = await extractTextItems(new Uint8Array(bytes));
  return items.flatMap((page) => {
    const rows: { y: number; pieces: { x: number; text: string }[] }[] = [];
    for (const item of page) {
      if (item.str.trim() === '') continue;
      const row = rows.find((known) => Math.abs(known.y - item.y) < SAME_ROW);
      if (row) row.pieces.push({ x: item.x, text: item.str });
      else rows.push({ y: item.y, pieces: [{ x: item.x, text: item.str }] });
    }
    return rows
      .sort((a, b) => b.y - a.y)
      .map((row) =>
        row.pieces
          .sort((a, b) => a.x - b.x)
          .map((piece) => piece.text.trim())
          .join(' '),
      );
  });
}
