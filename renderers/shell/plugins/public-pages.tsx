/** The modules' pages outside the signed-in layout (`publicPages` of their manifests), open with or without a session. */
import { lazy, type ComponentType } from 'react';
import { manifests } from './manifests';

export const publicPages: { path: string; Page: ComponentType }[] = [...manifests.values()].flatMap((manifest) =>
  (manifest.publicPages ?? []).map(({ path, load }) => ({ path, Page: lazy(async () => ({ default: await load() })) })),
);
