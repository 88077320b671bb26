import useSWR from 'swr';
import type { EmpresaResumo } from '../../../engine/api-types';
import { call } from '../../../engine/react/api-client';
import { useDataProvider } from '../../../engine/react/data-provider';

/** The calls listing a CPF's companies: the users' and the candidates'. */
export type EmpresasRoute = 'GET /login/empresas' | 'GET /externo/candidatos/empresas-por-cpf';

/**
 * Companies of a complete CPF for the login select, from `route` (users' or candidates');
 * none (and no call) before 11 digits (spec §5).
 */
export function useLoginEmpresas(cpfDigits: string, route: EmpresasRoute = 'GET /login/empresas'): { empresas: EmpresaResumo[]; loading: boolean } {
  const provider = useDataProvider();
  const { data, isLoading } = useSWR(cpfDigits.length === 11 ? ['login-empresas', route, cpfDigits] : null, async () => {
    try {
      const list = await call(provider, route, { params: { cpf: cpfDigits }, errorMode: 'none' });
      return Array.isArray(list) ? list : [];
    } catch {
      return [];
    }
  });
  return { empresas: cpfDigits.length === 11 ? (data ?? []) : [], loading: isLoading };
}
