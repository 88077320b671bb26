/**
 * The company's look in the portal (spec §2.4): main and secondary colours and the logo,
 * loaded per company; without an answer the portal keeps the product's own look.
 */
import useSWR from 'swr';
import type { ExternalBranding } from '../../../engine/api-types';
import { useDataProvider } from '../../../engine/react/data-provider';
import { call } from '../../../engine/react/api-client';

export const DEFAULT_SECONDARY_COLOR = '#FF850A';

export function useExternalBranding(empresaId: string | number | null | undefined): ExternalBranding | null {
  const provider = useDataProvider();
  const id = empresaId === null || empresaId === undefined ? null : String(empresaId);
  const { data } = useSWR(id && /^\d+$/.test(id) ? ['externo/branding', id] : null, ([, key]) =>
    call(provider, 'GET /externo/empresas/{id}/configuracao', { path: { id: key }, errorMode: 'none' }).catch(() => null),
  );
  return data ?? null;
}

/** CSS custom properties the portal's stylesheet reads. */
export function brandingStyle(branding: ExternalBranding | null): React.CSSProperties {
  const style: Record<string, string> = { '--rh-cor-secundaria': branding?.corSecundaria || DEFAULT_SECONDARY_COLOR };
  if (branding?.corPrincipal) style['--rh-cor-principal'] = branding.corPrincipal;
  return style as React.CSSProperties;
}
