import { describe, expect, it } from 'vitest';
import { confirmedRemoval, movePicture, readPictureAction, removeUnconfirmed } from './actions';

const form = (entries: [string, string | File][]) => {
  const f = new FormData();
  for (const [k, v] of entries) f.append(k, v);
  return f;
};

describe('movePicture', () => {
  const list = ['a', 'b', 'c'];
  it('puts a picture first, one place up or one place down', () => {
    expect(movePicture(list, 'c', 'main')).toEqual(['c', 'a', 'b']);
    expect(movePicture(list, 'b', 'up')).toEqual(['b', 'a', 'c']);
    expect(movePicture(list, 'b', 'down')).toEqual(['a', 'c', 'b']);
  });
  it('leaves the ends where they are, and answers null for a picture not in the list', () => {
    expect(movePicture(list, 'a', 'up')).toEqual(list);
    expect(movePicture(list, 'c', 'down')).toEqual(list);
    expect(movePicture(list, 'z', 'main')).toBeNull();
  });
});

describe('readPictureAction', () => {
  it('reads an upload with its files, leaving out an empty file input', () => {
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    expect(readPictureAction(form([['action', 'upload'], ['images', file]]))).toEqual({ action: 'upload', files: [file] });
    expect(readPictureAction(form([['action', 'upload'], ['images', new File([], '')]]))).toEqual({ action: 'upload', files: [] });
  });
  it('reads a move or a removal of one picture, and nothing else', () => {
    expect(readPictureAction(form([['action', 'main'], ['image', '/x-640.webp']]))).toEqual({ action: 'main', image: '/x-640.webp' });
    expect(readPictureAction(form([['action', 'remove'], ['image', '/x-640.webp']]))).toEqual({ action: 'remove', image: '/x-640.webp' });
    expect(readPictureAction(form([['action', 'rotate'], ['image', '/x-640.webp']]))).toBeNull();
    expect(readPictureAction(form([['action', 'up']]))).toBeNull();
  });
});

describe('confirmedRemoval', () => {
  it('is true only with the "Yes, remove it" box ticked', () => {
    expect(confirmedRemoval(form([['action', 'remove'], ['image', '/x-640.webp'], ['confirm', 'yes']]))).toBe(true);
    expect(confirmedRemoval(form([['action', 'remove'], ['image', '/x-640.webp']]))).toBe(false);
    expect(confirmedRemoval(form([['action', 'remove'], ['image', '/x-640.webp'], ['confirm', 'on']]))).toBe(false);
  });
  it('names the box of that picture when it was not ticked', () => {
    expect(removeUnconfirmed(2)).toBe('To remove this picture, tick “Yes, remove picture 2” and press Remove again.');
  });
});
