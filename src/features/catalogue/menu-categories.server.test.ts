import diagnosticsChannel from 'node:diagnostics_channel';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CATALOGUE_CHANGE_CHANNEL } from '@/shared/catalogue';

const listCategories = vi.fn();
vi.mock('@/lib/api/catalogue', () => ({ listCategories: (...args: unknown[]) => listCategories(...args) }));
vi.mock('@/lib/ssr/api', () => ({ serverApi: {} }));
const { activeCategories, menuCategories } = await import('./menu-categories.server');

const answer = (names: string[]) => ({ categories: names.map((name, i) => ({ _id: `c${i}`, name, slug: name.toLowerCase(), extra: 'dropped' })) });

describe("the header's categories", () => {
  beforeEach(() => {
    listCategories.mockReset();
    // Empty the kept answer left by the test before.
    diagnosticsChannel.channel(CATALOGUE_CHANGE_CHANNEL).publish({});
  });

  it('asks once a minute, keeping only id, name and slug', async () => {
    listCategories.mockResolvedValue(answer(['Spices']));
    expect(await menuCategories(1_000)).toEqual([{ _id: 'c0', name: 'Spices', slug: 'spices' }]);
    await menuCategories(30_000);
    expect(listCategories).toHaveBeenCalledTimes(1);
    await menuCategories(62_000);
    expect(listCategories).toHaveBeenCalledTimes(2);
  });

  it('asks again at once after a catalogue change (a category renamed, reordered or set inactive)', async () => {
    listCategories.mockResolvedValueOnce(answer(['Spices'])).mockResolvedValueOnce(answer(['Masalas']));
    expect((await menuCategories(1_000))[0]!.name).toBe('Spices');
    diagnosticsChannel.channel(CATALOGUE_CHANGE_CHANNEL).publish({ categories: ['c0'] });
    expect((await menuCategories(2_000))[0]!.name).toBe('Masalas');
  });

  it('gives the listing pages the same answer with the description, and keeps no failure', async () => {
    listCategories.mockRejectedValueOnce(new Error('database down')).mockResolvedValueOnce({
      categories: [{ _id: 'c0', name: 'Spices', slug: 'spices', description: 'Whole and ground.', productCount: 9 }],
    });
    await expect(activeCategories(1_000)).rejects.toThrow('database down');
    expect(await activeCategories(2_000)).toEqual([{ _id: 'c0', name: 'Spices', slug: 'spices', description: 'Whole and ground.' }]);
    expect(await menuCategories(3_000)).toEqual([{ _id: 'c0', name: 'Spices', slug: 'spices' }]);
    expect(listCategories).toHaveBeenCalledTimes(2);
  });

  it("leaves the header with no categories when they could not be read", async () => {
    listCategories.mockRejectedValueOnce(new Error('database down'));
    expect(await menuCategories(1_000)).toEqual([]);
  });
});
