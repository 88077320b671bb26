import useSWR from 'swr';
import type { EmpresaResumo } from '../../../engine/api-types';
import { useDataProvider } from '../../api/data-provider';

/** Companies of a complete CPF for the login select; none (and no call) before 11 digits. */
export function useLoginEmpresas(cpfDigits: string): { empresas: EmpresaResumo[]; loading: boolean } {
  const provider = useDataProvider();
  const { data, isLoading } = useSWR(cpfDigits.length === 11 ? ['login-empresas', cpfDigits] : null, async () => {
    try {
      const list = await provider.request<EmpresaResumo[]>('GET', '/login/empresas', { params: { cpf: cpfDigits }, errorMode: 'none' });
      return Array.isArray(list) ? list : [];
    } catch {
      return [];
    }
  });
  return { empresas: cpfDigits.length === 11 ? (data ?? []) : [], loading: isLoading };
}
