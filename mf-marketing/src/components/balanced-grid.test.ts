import { balancedItemStyle, centredStart } from './balanced-grid';

describe('the balanced grid', () => {
  it('centres a short last row of three columns: five cards are 3 + 2, four are 3 + 1', () => {
    expect([0, 1, 2, 3, 4].map((i) => centredStart(i, 5, 3))).toEqual([undefined, undefined, undefined, 2, undefined]);
    expect([0, 1, 2, 3].map((i) => centredStart(i, 4, 3))).toEqual([undefined, undefined, undefined, 3]);
  });

  it('leaves full rows alone', () => {
    expect([0, 1, 2, 3, 4, 5].map((i) => centredStart(i, 6, 3)).every((x) => x === undefined)).toBe(true);
    expect([0, 1, 2, 3].map((i) => centredStart(i, 4, 2)).every((x) => x === undefined)).toBe(true);
  });

  it('gives the odd card of two columns the middle', () => {
    expect(centredStart(4, 5, 2)).toBe(2);
    expect(balancedItemStyle(4, 5)).toEqual({ '--start-md': '2' });
    expect(balancedItemStyle(3, 5)).toEqual({ '--start-lg': '2' });
  });
});
