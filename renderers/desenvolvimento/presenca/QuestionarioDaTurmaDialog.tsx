/**
 * A class's evaluation model answered in a dialog: by HR for a participant ("Avaliações" of the
 * class) or by the participant themself ("Minhas Avaliações"); only the calls differ.
 */
import { Callout, Dialog, DialogBody, Intent, Spinner } from '@blueprintjs/core';
import useSWR from 'swr';
import type { QuestionarioDoParticipante } from '../../../modules/desenvolvimento/aprovacao/avaliacoes.api';
import type { Resposta } from '../../../modules/avaliacao/questionario/questionario.api';
import { ResponderAvaliacao } from '../../avaliacao/ResponderAvaliacao';
import { toast } from '../../shell/toaster';

export function QuestionarioDaTurmaDialog<T>({ titulo, chave, carregar, enviar, sucesso, onFim }: {
  titulo: string;
  chave: string;
  carregar: () => Promise<QuestionarioDoParticipante>;
  enviar: (respostas: Resposta[]) => Promise<T>;
  sucesso: string;
  /** With what the answer returned; without, when closed unanswered. */
  onFim: (resultado?: T) => void;
}): React.JSX.Element {
  const { data, error } = useSWR(['turma-questionario', chave], carregar);
  const anteriores = (data?.anteriores ?? []).map((r) => ({ ...r, tipo: r.tipoId, ordem: 0, texto: '', pontos: 0, pontosMaximos: 0, respostaId: r.respostaId ?? undefined, respostasIds: r.respostasIds ?? undefined, nota: r.nota ?? undefined, comentario: r.comentario ?? undefined }));
  return (
    <Dialog isOpen onClose={() => onFim()} title={titulo} style={{ width: 760, maxWidth: '95vw' }}>
      <DialogBody>
        {error ? <Callout intent={Intent.DANGER}>{(error as Error).message}</Callout> : null}
        {!data && !error ? <Spinner /> : null}
        {data ? (
          <ResponderAvaliacao
            chave={chave}
            carregar={async () => data}
            anteriores={anteriores}
            enviar={(corpo) => enviar(corpo.respostas)}
            onEnviada={(resultado) => {
              toast.success(sucesso);
              onFim(resultado);
            }}
            onCancelar={() => onFim()}
          />
        ) : null}
      </DialogBody>
    </Dialog>
  );
}
