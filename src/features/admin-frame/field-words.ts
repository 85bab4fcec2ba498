// The API names a field in its messages as its JSON body and the products CSV's columns do ("Price
// must be an amount in rupees.", "Note is required."). Some back-office forms label a field
// otherwise ("Selling price (₹)", "Why the return is rejected"): a message under such a field, or by
// the button, that named the API's field sent the coordinator looking for a "Price" or a "Note" that
// is not on her screen. Each form says how it names those fields; these put the message in its words.

/** For each field the form labels otherwise: how the API's messages name it, and how the form does. */
export type FieldWords = Readonly<Record<string, { api: string; form: string }>>;

/** A message whose first words are the API's name for the field, with the form's name there instead. */
const renamed = (message: string, words: { api: string; form: string }): string | undefined =>
  message.startsWith(`${words.api} `) ? `${words.form}${message.slice(words.api.length)}` : undefined;

/** Each field's message (by the body's field name) in the form's words; other fields' as the API said them. */
export function errorsInFormWords(errors: Record<string, string>, words: FieldWords): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, (words[field] && renamed(message, words[field])) ?? message]));
}

/** The API's sentence for a refusal (its first field's message) in the form's words, whichever field it names. */
export function sentenceInFormWords(message: string, words: FieldWords): string {
  for (const field of Object.values(words)) {
    const said = renamed(message, field);
    if (said) return said;
  }
  return message;
}
