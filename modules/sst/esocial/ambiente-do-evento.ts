/**
 * The event's `infoAmb` and `dscAtivDes` from the registers on the condition's start: the
 * environment's history row in force says where (own establishment — CNPJ or CAEPF —, own obra —
 * CNO or CNPJ —, or a third party's number), the function's history row what the talent does.
 */
import type { Db } from '../../../server/db/database';
import type { Scope } from '../../../server/db/tenant-context';
import type { Engine } from '../../../server/engine';
import { ambienteNaData, funcaoNaData } from '../historicos/na-data';
import type { EntradaS2240 } from './entrada';

type InfoAmb = EntradaS2240['ambiente'];

/** A 12-digit number is a CNO (tpInsc 4); 14 digits a CNPJ (1). */
const tipoPeloNumero = (numero: string): 1 | 4 => (numero.replace(/\D/g, '').length === 12 ? 4 : 1);

export async function infoAmbNaData(engine: Engine, scope: Scope, ambienteId: number, data: string, db?: Db): Promise<InfoAmb | undefined> {
  const ambiente = await ambienteNaData(engine, scope, ambienteId, data, db);
  if (!ambiente) return undefined;
  const dscSetor = ambiente.nomeAmbiente;
  if (ambiente.localAmbiente === 2) {
    const tpInsc = (ambiente.tipoInscricaoDeTerceiro ?? 1) as 1 | 3 | 4;
    const nrInsc = { 1: ambiente.cnpj, 3: ambiente.caepf, 4: ambiente.cno }[tpInsc] ?? '';
    return { localAmb: 2, dscSetor, tpInsc, nrInsc };
  }
  if (ambiente.chaveOpcaoTipoEstabelecimentoProprio === 'O' && ambiente.obra) {
    const obra = await engine.entities.get(engine.registry.get('obra'), scope, ambiente.obra.id, db);
    const nrInsc = String(obra.numeroInscricao ?? '');
    return { localAmb: 1, dscSetor, tpInsc: tipoPeloNumero(nrInsc), nrInsc };
  }
  const estabelecimento = ambiente.estabelecimento ? await engine.entities.get(engine.registry.get('estabelecimento'), scope, ambiente.estabelecimento.id, db) : undefined;
  return { localAmb: 1, dscSetor, tpInsc: estabelecimento?.tipoInscricao === '3' ? 3 : 1, nrInsc: String(estabelecimento?.cnpjCaepf ?? '') };
}

/** The activities of the function on `data` (its history row's description). */
export async function atividadesNaData(engine: Engine, scope: Scope, funcaoId: number, data: string, db?: Db): Promise<string | undefined> {
  return (await funcaoNaData(engine, scope, funcaoId, data, db))?.descricao;
}
