import useSWR from 'swr';
import type { EmpresaResumo } from '../../../engine/api-types';
import { useDataProvider } from '../../../engine/react/data-provider';

/**
 * Companies of a complete CPF for the login select, from `path` (users' or candidates');
 * none (and no call) before 11 digits (spec §5).
 */
export function useLoginEmpresas(cpfDigits: string, path = '/login/empresas'): { empresas: EmpresaResumo[]; loading: boolean } {
  const provider = useDataProvider();
  const { data, isLoading } = useSWR(cpfDigits.length === 11 ? ['login-empresas', path, cpfDigits] : null, async () => {
    try {
      const list = await provider.request<EmpresaResumo[]>('GET', path, { params: { cpf: cpfDigits }, errorMode: 'none' });
      return Array.isArray(list) ? list : [];
    } catch {
      return [];
    }
  });
  return { empresas: cpfDigits.length === 11 ? (data ?? []) : [], loading: isLoading };
}
