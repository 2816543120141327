/** `name` as a quoted SQL identifier (a database's name, say), its double quotes doubled. */
export const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;
