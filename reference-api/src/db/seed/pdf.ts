/**
 * Hand-built one-page PDFs (worksheets, slide handouts, case studies, handbooks). They only need
 * to open in any viewer and show real text, so the standard Helvetica fonts are enough and no
 * PDF library is pulled in.
 */
export interface PdfDocument {
  title: string;
  /** Each paragraph is word-wrapped; a paragraph starting with "• " is drawn as a bullet. */
  paragraphs: string[];
  /** Slide handouts are landscape with larger type. */
  landscape?: boolean;
}

const TYPOGRAPHY: Record<string, string> = {
  "\u2018": "'",
  "\u2019": "'",
  "\u201c": '"',
  "\u201d": '"',
  "\u2013": "-",
  "\u2014": "-",
  "\u2026": "...",
  "\u2022": "\u0095", // the bullet's position in WinAnsiEncoding
};

/** A PDF string literal in WinAnsiEncoding, written with octal escapes so the file stays ASCII. */
function pdfString(text: string): string {
  let out = "(";
  for (const raw of text) {
    const ch = TYPOGRAPHY[raw] ?? raw;
    const code = ch.charCodeAt(0);
    if (ch === "(" || ch === ")" || ch === "\\") out += `\\${ch}`;
    else if (code >= 32 && code < 127) out += ch;
    else if (code <= 255) out += `\\${code.toString(8).padStart(3, "0")}`;
    else out += "?";
  }
  return `${out})`;
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function pageContent(doc: PdfDocument, page: { width: number; height: number }): string {
  const margin = 56;
  const titleSize = doc.landscape ? 28 : 18;
  const bodySize = doc.landscape ? 16 : 11;
  const leading = Math.round(bodySize * 1.45);
  const wrapAt = doc.landscape ? 80 : 88;
  const ops = [`BT /F2 ${titleSize} Tf ${margin} ${page.height - margin - titleSize} Td ${pdfString(doc.title)} Tj ET`];
  let y = page.height - margin - titleSize * 2 - 12;
  for (const paragraph of doc.paragraphs) {
    const bullet = paragraph.startsWith("• ");
    const lines = wrap(bullet ? paragraph.slice(2) : paragraph, bullet ? wrapAt - 4 : wrapAt);
    lines.forEach((line, index) => {
      const x = bullet ? margin + 18 : margin;
      if (bullet && index === 0) ops.push(`BT /F1 ${bodySize} Tf ${margin + 4} ${y} Td ${pdfString("•")} Tj ET`);
      ops.push(`BT /F1 ${bodySize} Tf ${x} ${y} Td ${pdfString(line)} Tj ET`);
      y -= leading;
    });
    y -= Math.round(leading / 2);
  }
  if (y < margin) throw new Error(`PDF "${doc.title}" does not fit on one page`);
  return ops.join("\n");
}

export function buildPdf(doc: PdfDocument): Buffer {
  const page = doc.landscape ? { width: 842, height: 595 } : { width: 595, height: 842 };
  const content = pageContent(doc, page);
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${page.width} ${page.height}] ` + "/Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> /Contents 4 0 R >>",
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
    `<< /Title ${pdfString(doc.title)} /Producer (Learning platform seed) >>`,
  ];
  // The header's second line marks the file as binary for transfer tools, as the PDF spec advises.
  let out = "%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n";
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(out.length);
    out += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, "0")} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  // latin1 keeps one byte per character, so the string offsets above are byte offsets.
  return Buffer.from(out, "latin1");
}
