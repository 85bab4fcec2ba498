import { describe, expect, it } from 'vitest';
import { filterStatus, matchesQuery, normalizeForSearch } from './filter';

describe('searching a list of questions or topics', () => {
  it('ignores case, accents and punctuation', () => {
    expect(normalizeForSearch('  Délivery—TIME?  ')).toBe('delivery time');
  });

  it('an empty or blank query matches everything', () => {
    expect(matchesQuery('How long does delivery take?', '')).toBe(true);
    expect(matchesQuery('How long does delivery take?', '   ')).toBe(true);
  });

  it('matches when every word appears, in any order, even as part of a word', () => {
    expect(matchesQuery('How long does delivery take?', 'take deliv')).toBe(true);
    expect(matchesQuery('Can I cancel my order?', 'CANCEL')).toBe(true);
  });

  it('does not match when one word is missing', () => {
    expect(matchesQuery('How long does delivery take?', 'delivery refund')).toBe(false);
  });

  it('says how many items are shown, in words a screen reader can read', () => {
    const noun = { one: 'question', many: 'questions' };
    expect(filterStatus(10, 10, '', noun)).toBe('Showing all 10 questions.');
    expect(filterStatus(3, 10, ' refund ', noun)).toBe('3 of 10 questions match “refund”.');
    expect(filterStatus(0, 10, 'xyz', noun)).toBe('No questions match “xyz”.');
  });
});
