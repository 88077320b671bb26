/** Whether the Assistente RH shows: with ROLE_ASSISTENTE_RH and a window wider than 768 px (spec 02 §2, §9). */
import { ROLE_ASSISTENTE_RH, hasAuthority } from '../shell/authorities';
import { MOBILE_QUERY, useMediaQuery } from '../shell/layout/use-media-query';
import { useSession } from '../shell/session';

export function useAssistenteVisivel(): boolean {
  const { state } = useSession();
  const estreita = useMediaQuery(MOBILE_QUERY);
  return !estreita && hasAuthority(state.authorities, ROLE_ASSISTENTE_RH);
}
