/**
 * The statements of a SQL file, without the comments between them: split at each `;` outside quotes, quoted names,
 * dollar-quoted bodies and comments. Comments inside a statement's quotes (a function body's) are kept.
 */
export function sqlStatements(text: string): string[] {
  const statements: string[] = [];
  let current = '';
  let i = 0;
  const copyUntil = (end: string, from: number) => {
    const stop = text.indexOf(end, from);
    if (stop < 0) throw new Error(`Unterminated ${end} in SQL: ${text.slice(i, i + 60)}…`);
    current += text.slice(i, stop + end.length);
    i = stop + end.length;
  };
  while (i < text.length) {
    const rest = text.slice(i, i + 2);
    const dollarTag = text[i] === '$' ? /^\$(?:[A-Za-z_][A-Za-z_0-9]*)?\$/.exec(text.slice(i)) : null;
    if (rest === '--') {
      const end = text.indexOf('\n', i);
      i = end < 0 ? text.length : end + 1;
      current += '\n';
    } else if (rest === '/*') {
      const end = text.indexOf('*/', i + 2);
      if (end < 0) throw new Error('Unterminated comment in SQL');
      i = end + 2;
      current += ' ';
    } else if (text[i] === "'" || text[i] === '"') {
      // A doubled quote inside ends one quoted run and starts the next: the same text either way.
      copyUntil(text[i]!, i + 1);
    } else if (dollarTag) {
      copyUntil(dollarTag[0], i + dollarTag[0].length);
    } else if (text[i] === ';') {
      if (current.trim()) statements.push(current.trim());
      current = '';
      i += 1;
    } else {
      current += text[i];
      i += 1;
    }
  }
  if (current.trim()) statements.push(current.trim());
  return statements;
}
