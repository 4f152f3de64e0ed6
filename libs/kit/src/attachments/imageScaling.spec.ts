import { MAX_PHOTO_SIDE, scaledSize } from './imageScaling';

test("a phone's photo is scaled to 2,000 px on its long side, keeping its proportions", () => {
  expect(scaledSize(4032, 3024, MAX_PHOTO_SIDE)).toEqual({ width: 2000, height: 1500 });
  expect(scaledSize(3024, 4032, MAX_PHOTO_SIDE)).toEqual({ width: 1500, height: 2000 });
});

test('an image that fits stays as it is', () => {
  expect(scaledSize(1600, 1200, MAX_PHOTO_SIDE)).toEqual({ width: 1600, height: 1200 });
  expect(scaledSize(2000, 10, MAX_PHOTO_SIDE)).toEqual({ width: 2000, height: 10 });
});

test('a very thin image keeps at least one pixel', () => {
  expect(scaledSize(100_000, 10, MAX_PHOTO_SIDE)).toEqual({ width: 2000, height: 1 });
});
