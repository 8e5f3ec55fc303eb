import { describe, expect, it } from 'vitest';
import { parseSlideStyle } from './news.js';

describe('parseSlideStyle', () => {
  it('accepts backgrounds of colours, gradients and the portal’s own images', () => {
    expect(parseSlideStyle('')).toEqual([]);
    expect(parseSlideStyle('background: #0b3d6e')).toEqual([{ property: 'background', value: '#0b3d6e' }]);
    expect(
      parseSlideStyle(
        "background: linear-gradient(135deg, rgba(11, 61, 110, 0.92) 0%, #1f6fb2 100%), url('/news/okna-dachowe.svg') center / cover no-repeat;",
      ),
    ).toEqual([
      {
        property: 'background',
        value:
          "linear-gradient(135deg, rgba(11, 61, 110, 0.92) 0%, #1f6fb2 100%), url('/news/okna-dachowe.svg') center / cover no-repeat",
      },
    ]);
    expect(
      parseSlideStyle('background-color: white; background-image: radial-gradient(circle at top right, #fff, #f6ae2d)'),
    ).toHaveLength(2);
    expect(parseSlideStyle('background: linear-gradient(to right, hsl(210, 80%, 30%), transparent)')).toHaveLength(1);
  });

  it.each([
    ['another property', 'color: red'],
    ['a position that covers the page', 'background: red; position: fixed'],
    ['an image from elsewhere', "background: url('https://evil.example/x.svg')"],
    ['a protocol-relative image', "background: url('//evil.example/x.svg')"],
    ['a javascript: address', "background: url('javascript:alert(1)')"],
    ['a path that climbs up', "background: url('/news/../api/user.svg')"],
    ['something that is not an image', "background: url('/api/logout')"],
    ['an unbalanced quote', "background: url('/news/a.svg)"],
    ['an old IE expression', 'background: expression(alert(1))'],
    ['a CSS escape', 'background: u\\72l(/x.svg)'],
    ['markup that ends the attribute', 'background: red" onmouseover="alert(1)'],
    ['a closing style tag', 'background: red</style><script>alert(1)</script>'],
    ['!important', 'background: red !important'],
    ['an unclosed gradient', 'background: linear-gradient(red, blue'],
    ['a url inside a gradient', "background: linear-gradient(url('/news/a.svg'), red)"],
    ['a comment', 'background: red /* x */'],
    ['an overlong style', `background: ${'#fff, '.repeat(100)}#fff`],
  ])('refuses %s', (_, css) => {
    expect(parseSlideStyle(css)).toBeNull();
  });
});
