/** The relation of who answers to the avaliado (codigos tipoParticipacao), by code: "Gestor", "Par"… */
import codigos from '../../../schemas/_shared/codigos.json';
import { codeTitles } from '../../../engine/widgets/choices';

export const RELACAO = codeTitles(codigos.$defs.tipoParticipacao) as Record<'R' | 'U' | 'L' | 'A' | 'P', string>;
