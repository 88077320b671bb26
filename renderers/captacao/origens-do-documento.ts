/** Who attached a candidate's document ("Candidato", "Candidato externo"), as its declaration names the codes. */
import declaracao from '../../schemas/captacao/documento-anexo.json';
import type { JsonSchema } from '../../engine/declaration';
import { codeTitles } from '../../engine/widgets/choices';

export const ORIGENS_DO_DOCUMENTO = codeTitles(declaracao.schema.properties.tipo as JsonSchema);
