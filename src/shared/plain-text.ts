// What the server refuses in text a shopper types (src/server/validation.ts), shared so a form can
// tell which of its fields holds it when the server names only the field they were joined into.

/** Markup: a < followed by a letter, / or ! (a tag, a comment). Plain text never needs it. */
export const hasMarkup = (value: string): boolean => /<[a-z/!?]/i.test(value);

/** Control characters other than tab, line feed and carriage return. */
export const hasControlCharacters = (value: string): boolean => /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/.test(value);
