// A LIKE/ILIKE pattern that matches `text` anywhere, with the user's own %, _ and \ taken literally.
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
