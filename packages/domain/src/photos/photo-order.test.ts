import { describe, expect, it } from 'vitest';
import { appendPhotos, movePhoto, removePhoto, renumberPhotos, setCoverPhoto } from './photo-order';

const photos = (...ids: string[]) => ids.map((id, orden) => ({ id, orden }));
const ids = (list: readonly { id: string }[]) => list.map((photo) => photo.id);
const ordens = (list: readonly { orden: number }[]) => list.map((photo) => photo.orden);

describe('photo order', () => {
  it('renumbers orden from 0 in list order', () => {
    const list = [
      { id: 'a', orden: 4 },
      { id: 'b', orden: 0 },
    ];
    expect(renumberPhotos(list)).toEqual([
      { id: 'a', orden: 0 },
      { id: 'b', orden: 1 },
    ]);
  });

  it('appends new photos after the loaded ones', () => {
    const list = appendPhotos(photos('a', 'b'), [
      { id: 'c', orden: 0 },
      { id: 'd', orden: 0 },
    ]);
    expect(ids(list)).toEqual(['a', 'b', 'c', 'd']);
    expect(ordens(list)).toEqual([0, 1, 2, 3]);
  });

  it.each([
    ['c', ['c', 'a', 'b', 'd']],
    ['a', ['a', 'b', 'c', 'd']],
    ['d', ['d', 'a', 'b', 'c']],
  ])('setting %s as cover moves it to the front and keeps the others in order', (id, expected) => {
    const list = setCoverPhoto(photos('a', 'b', 'c', 'd'), id);
    expect(ids(list)).toEqual(expected);
    expect(ordens(list)).toEqual([0, 1, 2, 3]);
  });

  it('removing a photo renumbers the rest; removing the cover makes the next one the cover', () => {
    expect(ordens(removePhoto(photos('a', 'b', 'c'), 'b'))).toEqual([0, 1]);
    const list = removePhoto(photos('a', 'b', 'c'), 'a');
    expect(list[0]).toEqual({ id: 'b', orden: 0 });
    expect(ids(list)).toEqual(['b', 'c']);
  });

  it.each([
    ['a', 'c', ['b', 'c', 'a', 'd']],
    ['d', 'b', ['a', 'd', 'b', 'c']],
    ['b', 'a', ['b', 'a', 'c', 'd']],
  ])('moving %s onto %s gives %j', (active, over, expected) => {
    const list = movePhoto(photos('a', 'b', 'c', 'd'), active, over);
    expect(ids(list)).toEqual(expected);
    expect(ordens(list)).toEqual([0, 1, 2, 3]);
  });

  it('leaves the list as it is for unknown ids or a move onto itself', () => {
    const list = photos('a', 'b');
    expect(movePhoto(list, 'a', 'x')).toEqual(list);
    expect(movePhoto(list, 'a', 'a')).toEqual(list);
    expect(setCoverPhoto(list, 'x')).toEqual(list);
    expect(removePhoto(list, 'x')).toEqual(list);
  });
});
