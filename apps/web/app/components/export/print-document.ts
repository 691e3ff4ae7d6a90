import {
  type ExportDefinition,
  exportDateLine,
  exportTable,
} from '@motorplaza/domain/export/export-definition';
import { EXPORT_LOGO_URL } from './export-logo';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/**
 * The printable page of a list (spec 001 §9 "print"): logo, title, date, the print columns and the
 * definition's summary lines under the table.
 */
export function printHtml<T>(
  definition: ExportDefinition<T>,
  items: readonly T[],
  now: Date,
  origin: string,
): string {
  const columns = definition.columns.print;
  const { headers, rows } = exportTable(items, columns);
  const summary = (definition.printSummary?.(items) ?? [])
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
  const cellClass = (index: number) => (columns[index]?.align === 'right' ? ' class="num"' : '');
  const head = headers.map((header, index) => `<th${cellClass(index)}>${escapeHtml(header)}</th>`).join('');
  const body = rows
    .map(
      (row) =>
        `<tr>${row.map((text, index) => `<td${cellClass(index)}>${escapeHtml(text)}</td>`).join('')}</tr>`,
    )
    .join('');
  return `<!doctype html>
<html lang="es-PE">
<head>
<meta charset="utf-8">
<title>${escapeHtml(definition.title)}</title>
<style>
  @page { size: A4 ${definition.orientation}; margin: 12mm; }
  body { font-family: Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; color: #0f1b2d; margin: 0; }
  header { display: flex; align-items: center; gap: 16px; margin-bottom: 12px; }
  header img { height: 40px; }
  h1 { font-size: 20px; margin: 0; }
  header p { margin: 2px 0 0; font-size: 12px; color: #476aa3; }
  table { width: 100%; border-collapse: collapse; font-size: 11px; }
  th { background: #b71f24; color: #fff; text-align: left; padding: 6px; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
  td { padding: 5px 6px; border-bottom: 1px solid #d9e0ec; }
  tr:nth-child(even) td { background: #eef2f8; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
  .num { text-align: right; }
  thead { display: table-header-group; }
  tr { break-inside: avoid; }
  .summary { margin-top: 12px; font-size: 12px; }
  .summary p { margin: 2px 0; }
</style>
</head>
<body>
<header>
  <img src="${escapeHtml(origin + EXPORT_LOGO_URL)}" alt="MotorPlaza">
  <div><h1>${escapeHtml(definition.title)}</h1><p>${escapeHtml(exportDateLine(now))}</p></div>
</header>
<table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>
${summary ? `<footer class="summary">${summary}</footer>` : ''}
</body>
</html>`;
}

/**
 * Prints a page from a hidden iframe instead of a new window, which popup blockers would stop.
 * The iframe is removed once printing ends (afterprint), or after a minute at the latest.
 */
export function printDocument(html: string, title: string): void {
  const frame = document.createElement('iframe');
  frame.title = title;
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  Object.assign(frame.style, {
    position: 'fixed',
    right: '0',
    bottom: '0',
    width: '0',
    height: '0',
    border: '0',
  });
  const remove = () => frame.remove();
  frame.addEventListener(
    'load',
    () => {
      const view = frame.contentWindow;
      if (!view) return remove();
      view.addEventListener('afterprint', remove, { once: true });
      setTimeout(remove, 60_000);
      // The logo is an <img>: wait for it so it appears on paper.
      const image = view.document.querySelector('img');
      const print = () => {
        view.focus();
        view.print();
      };
      if (image && !image.complete) {
        image.addEventListener('load', print, { once: true });
        image.addEventListener('error', print, { once: true });
      } else {
        print();
      }
    },
    { once: true },
  );
  frame.srcdoc = html;
  document.body.append(frame);
}
