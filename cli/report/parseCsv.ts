/** RFC 4180 CSV, pure: commas, double-quoted fields with "" for a quote, CRLF or LF; each row with its 1-based line number. Blank lines are skipped. */
export function parseCsv(source: string): { line: number; cells: string[] }[] {
  const rows: { line: number; cells: string[] }[] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const endRow = () => {
    row.push(field);
    field = '';
    if (row.some((c) => c !== '')) rows.push({ line: rowLine, cells: row });
    row = [];
  };
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!;
    if (ch === '\n' || (ch === '\r' && source[i + 1] !== '\n')) line++;
    if (quoted) {
      if (ch === '"' && source[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && source[i + 1] === '\n') {
        i++;
        line++;
      }
      endRow();
      rowLine = line;
    } else field += ch;
  }
  endRow();
  return rows;
}
