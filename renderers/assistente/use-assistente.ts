/**
 * Whether the session may use the Assistente RH: with ROLE_ASSISTENTE_RH (spec 02 §6). The width
 * rule (only wider than 768 px, §2 and §9) is the stylesheet's (assistente.css): hidden rather than
 * unmounted, a window that narrows for an instant while it is resized keeps the panel's suggestions
 * and its open dialogs.
 */
import { ROLE_ASSISTENTE_RH, hasAuthority } from '../shell/authorities';
import { useSession } from '../shell/session';

export function useAssistentePermitido(): boolean {
  return hasAuthority(useSession().state.authorities, ROLE_ASSISTENTE_RH);
}
