// Generated contacts for bench:import and the import tests: row i is one contact with one email and
// one phone number, the same i always giving the same row, so a test can tell which rows were written.

const AREAS = [514, 438, 416, 647, 604, 403, 212, 646, 415, 312] as const;

export interface ContactRow {
  name: string;
  company_name: string;
  email: string;
  phone_number: string;
}

export function contactRow(i: number): ContactRow {
  // Real area codes, exchanges 200-899 and any line: valid, and unique up to 70 million rows.
  const rest = Math.floor(i / AREAS.length);
  const exchange = 200 + (rest % 700);
  const line = String(Math.floor(rest / 700) % 10_000).padStart(4, '0');
  return {
    name: `Contact ${i}`,
    company_name: `Firm ${i % 5000}`,
    email: `contact.${i}@bench-import.test`,
    phone_number: `+1${AREAS[i % AREAS.length]}${exchange}${line}`,
  };
}

/** A contacts CSV of rows 0… `rows` - 1, as a firm's spreadsheet would hold them. */
export function contactsCsv(rows: number): Buffer {
  const lines = ['name,company_name,email,email_type,phone_number,phone_type'];
  for (let i = 0; i < rows; i++) {
    const c = contactRow(i);
    lines.push(`${c.name},${c.company_name},${c.email},WORK,${c.phone_number},WORK`);
  }
  return Buffer.from(`${lines.join('\n')}\n`);
}
