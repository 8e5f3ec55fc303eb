import { parseSlideStyle } from '@portal/contract';
import type { CSSProperties } from 'react';

const camelCase = (property: string) => property.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/**
 * A slide's inline style string as React's style object. The server serves only safe
 * backgrounds; reading them with the same rule keeps anything else out here too.
 */
export function slideStyle(css: string): CSSProperties | undefined {
  const declarations = parseSlideStyle(css);
  if (!declarations?.length) return undefined;
  return Object.fromEntries(declarations.map(({ property, value }) => [camelCase(property), value]));
}
