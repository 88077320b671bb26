/** The modules' candidate portal pages, menu entries and sign-in follow-ups, from their manifests. */
import { lazy, type ComponentType } from 'react';
import type { DataProvider } from '../../../engine/react/data-provider';
import type { PortalAccess, PortalMenuEntry } from '../../../engine/react/module-manifest';
import { lazyInKit } from '../kit/lazy-in-kit';
import { manifests } from './manifests';

const portals = [...manifests.values()].flatMap((manifest) => (manifest.portal ? [manifest.portal] : []));

export const portalPages: { path: string; access: PortalAccess; Page: ComponentType }[] = portals.flatMap((portal) =>
  portal.pages.map(({ path, access, load, inKit }) => ({ path, access, Page: inKit ? lazyInKit(load) : lazy(async () => ({ default: await load() })) })),
);

export const portalMenu: PortalMenuEntry[] = portals.flatMap((portal) => portal.menu ?? []);

export async function afterPortalLogin(provider: DataProvider, query: URLSearchParams): Promise<void> {
  for (const portal of portals) await portal.afterLogin?.(provider, query);
}
