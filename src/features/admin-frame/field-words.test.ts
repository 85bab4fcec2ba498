import { describe, expect, it } from 'vitest';
import { errorsInFormWords, sentenceInFormWords } from './field-words';

const words = { price: { api: 'Price', form: 'Selling price' }, stock: { api: 'Stock', form: 'Opening stock' } };

describe("the API's field messages in a form's words", () => {
  it("name each field as the form does, under that field only", () => {
    expect(errorsInFormWords({ price: 'Price must be an amount in rupees.', stock: 'Stock must not be negative.', mrp: 'MRP is too large.' }, words)).toEqual({
      price: 'Selling price must be an amount in rupees.',
      stock: 'Opening stock must not be negative.',
      mrp: 'MRP is too large.',
    });
    // A message that does not start with the API's name for its field is kept as said (no half-word match).
    expect(errorsInFormWords({ price: 'Prices are refused.', stock: 'The MRP must not be below the selling price.' }, words)).toEqual({
      price: 'Prices are refused.',
      stock: 'The MRP must not be below the selling price.',
    });
  });
  it("say the refusal's sentence in the form's words, whichever field it names", () => {
    expect(sentenceInFormWords('Stock must be a whole number.', words)).toBe('Opening stock must be a whole number.');
    expect(sentenceInFormWords('The MRP must not be below the selling price.', words)).toBe('The MRP must not be below the selling price.');
  });
});
