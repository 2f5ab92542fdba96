import { describe, expect, it } from 'vitest';
import { byDisplayOrder } from '@/lib/display-order';

interface Item {
  id: number;
  order?: number;
}
const sort = (items: Item[]) =>
  [...items]
    .sort(
      byDisplayOrder<Item>(
        (item) => item.order,
        (a, b) => a.id - b.id,
      ),
    )
    .map((item) => item.id);

describe('byDisplayOrder', () => {
  it('keeps the usual order when no entry has an order', () => {
    expect(sort([{ id: 3 }, { id: 1 }, { id: 2 }])).toEqual([1, 2, 3]);
  });

  it('puts entries with an order first, lowest first, then the rest in their usual order', () => {
    expect(sort([{ id: 1 }, { id: 2 }, { id: 15, order: 1 }, { id: 3, order: 2 }, { id: 4 }])).toEqual([
      15, 3, 1, 2, 4,
    ]);
  });

  it('breaks ties with the usual order, and accepts zero and negative orders', () => {
    expect(
      sort([
        { id: 5, order: 1 },
        { id: 2, order: 1 },
        { id: 9, order: 0 },
        { id: 7, order: -1 },
      ]),
    ).toEqual([7, 9, 2, 5]);
  });
});
