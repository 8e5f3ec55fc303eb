import type { OperatorRoleName } from '@portal/contract';
import { createContext, useContext } from 'react';

/** The navigation's groups, in their order. */
export const sectionGroups = ['people', 'points', 'catalogue', 'content', 'control', 'system'] as const;
export type SectionGroup = (typeof sectionGroups)[number];

/** A section as the pages see it: where it is and what it is called. */
export interface SectionLink {
  path: string;
  label: string;
  role: OperatorRoleName;
  group?: SectionGroup;
}

/** The sections the signed-in operator's role opens, handed down by the shell. */
export const SectionsContext = createContext<SectionLink[]>([]);

export const useSections = (): SectionLink[] => useContext(SectionsContext);

export const adminPath = (path: string) => (path ? `/admin/${path}` : '/admin');
